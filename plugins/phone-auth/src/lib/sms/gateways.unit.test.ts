import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createGateway } from "./index";
import { outboxPath } from "./local";

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for the gateway's API that records what it received and answers like the real one. */
async function fakeServer(answer: (req: Received) => { status: number; body: unknown }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const entry = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      received.push(entry);
      const { status, body: out } = answer(entry);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { url, received };
}
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe("Arkesel gateway", () => {
  it("posts the documented v2 request with the API key, sender ID and 233… recipient", async () => {
    const fake = await fakeServer(() => ({ status: 200, body: { status: "success", data: [{ recipient: "233244000001", id: "ark-123" }] } }));
    const gateway = createGateway({ senderId: "GlowGH", arkesel: { baseUrl: fake.url } }, { SMS_GATEWAY: "arkesel", ARKESEL_API_KEY: "key-abc" });
    const result = await gateway.send({ to: "+233244000001", body: "Glow verification code: AB34CD (valid for 10 minutes)." });
    expect(result).toEqual({ id: "ark-123" });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/api/v2/sms/send");
    expect(request!.headers["api-key"]).toBe("key-abc");
    expect(request!.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(request!.body)).toEqual({ sender: "GlowGH", message: "Glow verification code: AB34CD (valid for 10 minutes).", recipients: ["233244000001"] });
  });

  it("fails loudly when Arkesel refuses", async () => {
    const fake = await fakeServer(() => ({ status: 401, body: { status: "error", message: "Invalid API key" } }));
    const gateway = createGateway({ gateway: "arkesel", arkesel: { apiKey: "bad", baseUrl: fake.url } }, {});
    await expect(gateway.send({ to: "+233244000001", body: "x" })).rejects.toThrow(/Invalid API key/);
  });

  it("needs an API key and a valid sender ID", () => {
    expect(() => createGateway({}, { SMS_GATEWAY: "arkesel" })).toThrow(/ARKESEL_API_KEY/);
    expect(() => createGateway({ senderId: "A sender that is too long" }, { SMS_GATEWAY: "arkesel", ARKESEL_API_KEY: "k" })).toThrow(/sender ID/);
  });
});

describe("Twilio gateway (official twilio package)", () => {
  it("creates a Message with basic auth, To, From and Body", async () => {
    const fake = await fakeServer(() => ({ status: 201, body: { sid: "SM0123456789abcdef0123456789abcdef", status: "queued" } }));
    const gateway = createGateway(
      { twilio: { baseUrl: fake.url } },
      { SMS_GATEWAY: "twilio", TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000001", TWILIO_AUTH_TOKEN: "token-xyz", TWILIO_FROM: "Glow" },
    );
    const result = await gateway.send({ to: "+233244000001", body: "Glow sign-in code: 123456 (valid for 10 minutes)." });
    expect(result).toEqual({ id: "SM0123456789abcdef0123456789abcdef" });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/2010-04-01/Accounts/AC00000000000000000000000000000001/Messages.json");
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from("AC00000000000000000000000000000001:token-xyz").toString("base64")}`);
    const form = new URLSearchParams(request!.body);
    expect(form.get("To")).toBe("+233244000001");
    expect(form.get("From")).toBe("Glow");
    expect(form.get("Body")).toBe("Glow sign-in code: 123456 (valid for 10 minutes).");
  });

  it("sends through a messaging service when TWILIO_FROM names one (MG…)", async () => {
    const fake = await fakeServer(() => ({ status: 201, body: { sid: "SM0123456789abcdef0123456789abcdee", status: "queued" } }));
    const service = "MG0123456789abcdef0123456789abcdef";
    const gateway = createGateway({ twilio: { baseUrl: fake.url } }, { SMS_GATEWAY: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: service });
    await gateway.send({ to: "+233244000001", body: "x" });
    const form = new URLSearchParams(fake.received[0]!.body);
    expect(form.get("MessagingServiceSid")).toBe(service);
    expect(form.get("From")).toBeNull();
  });

  it("surfaces Twilio's error", async () => {
    const fake = await fakeServer(() => ({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } }));
    const gateway = createGateway({ gateway: "twilio", twilio: { accountSid: "AC1", authToken: "t", from: "Glow", baseUrl: fake.url } }, {});
    await expect(gateway.send({ to: "+233244000001", body: "x" })).rejects.toThrow(/not a valid phone number/);
  });
});

describe("local outbox gateway (the default)", () => {
  it("appends one JSON line {to, body, sentAt} per message", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "glow-sms-"));
    const file = path.join(dir, "nested", "outbox.jsonl");
    const gateway = createGateway({}, { SMS_OUTBOX_FILE: file });
    expect(gateway.name).toBe("local");
    await gateway.send({ to: "+233244000001", body: "first" });
    await gateway.send({ to: "+233244000002", body: "second AB34CD" });
    const lines = fs.readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0])).toEqual(["to", "body", "sentAt"]);
    expect(lines[1]).toMatchObject({ to: "+233244000002", body: "second AB34CD" });
    expect(new Date(lines[1].sentAt).getTime()).toBeGreaterThan(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("lives in $GLOW_DATA_DIR/sms-outbox.jsonl unless SMS_OUTBOX_FILE says otherwise", () => {
    expect(outboxPath({ GLOW_DATA_DIR: "/srv/glow-data" })).toBe("/srv/glow-data/sms-outbox.jsonl");
    expect(outboxPath({ SMS_OUTBOX_FILE: "/tmp/x.jsonl", GLOW_DATA_DIR: "/srv" })).toBe("/tmp/x.jsonl");
    const repo = path.resolve(__dirname, "../../../../..");
    expect(outboxPath({}, path.join(repo, "commerce", ".medusa", "server"))).toBe(path.join(repo, ".data", "sms-outbox.jsonl"));
  });

  it("a deployment (DATABASE_URL) refuses to start without a real gateway, or with the local outbox (ADR 086)", () => {
    const deployment = { DATABASE_URL: "postgres://db/glow", NODE_ENV: "production" };
    expect(() => createGateway({}, deployment)).toThrow(/SMS_GATEWAY is not set, and is refused in a deployment/);
    expect(() => createGateway({}, { ...deployment, SMS_GATEWAY: "local" })).toThrow(/SMS_GATEWAY=local is refused in a deployment/);
    expect(() => createGateway({}, { ...deployment, SMS_GATEWAY: "arkesel", ARKESEL_API_KEY: "k" })).not.toThrow();
    // `npm start` on the embedded database (and test:scale) say they are a shop on this machine.
    expect(() => createGateway({}, { ...deployment, GLOW_LOCAL_SHOP: "true", SMS_OUTBOX_FILE: "/tmp/glow-outbox-test.jsonl" })).not.toThrow();
    expect(() => createGateway({}, { SMS_OUTBOX_FILE: "/tmp/glow-outbox-test.jsonl" })).not.toThrow();
  });

  it("refuses an unknown gateway name", () => {
    expect(() => createGateway({}, { SMS_GATEWAY: "carrier-pigeon" })).toThrow(/Unknown SMS_GATEWAY/);
  });
});
