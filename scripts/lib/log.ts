/**
 * Console output for long-running set-up steps: numbered steps, elapsed time,
 * and a heartbeat so a newcomer never stares at a silent terminal.
 */
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = paint(1);
export const dim = paint(2);
export const red = paint(31);
export const green = paint(32);
export const yellow = paint(33);
export const cyan = paint(36);

export function info(message: string): void {
  console.log(`${cyan("›")} ${message}`);
}

export function warn(message: string): void {
  console.warn(`${yellow("!")} ${message}`);
}

export function fail(message: string): void {
  console.error(`${red("✖")} ${message}`);
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export class Steps {
  private index = 0;
  constructor(private readonly total: number) {}

  /** Runs one numbered step, printing what it does, a heartbeat every 10 s, and how long it took. */
  async run<T>(title: string, work: () => Promise<T>, heartbeatHint?: string): Promise<T> {
    this.index += 1;
    const label = `[${this.index}/${this.total}]`;
    console.log(`${bold(label)} ${title}…`);
    const started = Date.now();
    const heartbeat = setInterval(() => {
      const elapsed = Math.round((Date.now() - started) / 1000);
      console.log(dim(`      still working on: ${title} (${elapsed} s${heartbeatHint ? `; ${heartbeatHint}` : ""})`));
    }, 10_000);
    heartbeat.unref();
    try {
      const result = await work();
      console.log(`${green("✔")} ${dim(label)} ${title} ${dim(`(${formatSeconds(Date.now() - started)})`)}`);
      return result;
    } finally {
      clearInterval(heartbeat);
    }
  }
}

/** An error whose message is written for a person: what went wrong and what to do. */
export class UserFacingError extends Error {
  constructor(message: string, readonly hint?: string) {
    super(message);
    this.name = "UserFacingError";
  }
}
