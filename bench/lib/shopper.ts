/** The signed-in demo shopper as the signed-in benches send it: its cookies, and an aged assertion. */

/** Signs in through the storefront; the `Cookie` header of that browser (session, device, fingerprint). */
export async function signInCookie(base: string, { phone, password, fingerprint }: { phone: string; password: string; fingerprint: string }): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ phoneNumber: phone, password, deviceFingerprint: fingerprint }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  return [...cookies.filter((c) => c && !c.startsWith("device_fingerprint=")), `device_fingerprint=${fingerprint}`].join("; ");
}

/**
 * `session` plus a fresh signed assertion (glow_checked) for this browser, written by rendering `url`
 * and then aged past the 5 s a render trusts it alone (ADR 207), so renders that follow run the light check.
 */
export async function withAgedAssertion(url: string, session: string): Promise<string> {
  const response = await fetch(url, { headers: { cookie: session } });
  await response.arrayBuffer();
  const assertion = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("glow_checked="))
    ?.split(";")[0];
  if (!assertion) throw new Error(`${url} set no glow_checked assertion for the signed-in shopper.`);
  await new Promise((resolve) => setTimeout(resolve, 5_200));
  return `${session}; ${assertion}`;
}
