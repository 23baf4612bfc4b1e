import { AbstractNotificationProviderService } from "@medusajs/framework/utils";
import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types";
import { createGateway, type SmsGateway, type SmsProviderOptions } from "../../lib/sms";

/**
 * Medusa Notification module provider for the `sms` channel. The text comes in
 * `content.text` (not persisted by the notification module, so codes never land in its table).
 */
export class GlowSmsProviderService extends AbstractNotificationProviderService {
  static override identifier = "glow-sms";
  private readonly gateway: SmsGateway;

  constructor({ logger }: { logger: Logger }, options: SmsProviderOptions) {
    super();
    this.gateway = createGateway(options, process.env, logger);
  }

  override async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const body = notification.content?.text ?? (notification.data?.body as string | undefined);
    if (!notification.to || !body) throw new Error("An SMS needs a recipient and a text");
    return this.gateway.send({ to: notification.to, body });
  }
}
