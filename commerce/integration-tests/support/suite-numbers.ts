/**
 * The phone numbers and client addresses of one integration suite. Each suite has its own number
 * prefix (e.g. "0245") and address range (e.g. "10.77"), so the phone-auth limits (per number, per
 * address) that one suite runs into never touch another's.
 */
export function suiteNumbers(phonePrefix: string, ipPrefix: string) {
  const subscriber = (n: number) => String(n).padStart(6, "0");
  let ipCounter = 0;
  return {
    /** The number as a shopper types it: 0XXXXXXXXX. */
    local: (n: number) => `${phonePrefix}${subscriber(n)}`,
    /** The same number as the SMS outbox records it: +233XXXXXXXXX. */
    e164: (n: number) => `+233${phonePrefix.slice(1)}${subscriber(n)}`,
    /** A client address no earlier call of this suite returned. */
    newIp: () => {
      ipCounter += 1;
      return `${ipPrefix}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
    },
  };
}
