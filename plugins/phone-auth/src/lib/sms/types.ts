export interface SmsMessage {
  /** E.164, e.g. +233244000001 */
  to: string;
  body: string;
}

export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage): Promise<{ id: string }>;
}

export type Log = { info(message: string): void; warn(message: string): void };
