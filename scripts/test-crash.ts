/**
 * `npm run test:crash` — a killed `npm start` loses no committed order (issue 8, ADR 075).
 *
 *   1. starts the shop exactly as `npm start` does (tsx scripts/start.ts) on its own ports and data dir;
 *   2. Ama signs in through the storefront's /api/login and adds to her cart through /api/cart; the
 *      checkout (address, Accra delivery, Pay on delivery) goes through Medusa's store API with her
 *      customer token, and the order counts as committed once the completion answered 200;
 *   3. SIGKILLs the whole process tree — start.ts, the embedded Postgres and its backends, Medusa,
 *      the storefront — at once: no graceful shutdown, postmaster.pid stays behind;
 *   4. starts scripts/start.ts again on the same data dir, which must come back by itself (stale
 *      postmaster.pid, Postgres crash recovery), and then the order must be there unchanged (store
 *      API and Ama's /orders/{id} page: items, total, status) with its stock reservation in place, and
 *      a cart tap applied before the kill, replayed with its idempotency key, must not add again.
 * It also checks that the shop's Postgres runs with fsync, synchronous_commit and full_page_writes on.
 *
 * Data: .data/crash (emptied first). `--template <postgres dir>` copies a cleanly stopped, migrated
 * and seeded cluster there first, so the first start skips migrations and seed (test:scale passes its
 * own cluster); without it the first start is a real first run. The build is reused
 * (MEDUSA_DISABLE_ADMIN=true unless set: the crash test opens no dashboard, and the cached dashboard
 * build stays as it is, ADR 130); start.ts builds only what is stale.
 * Ports (env): CRASH_PORT 3430, CRASH_MEDUSA_PORT 9430, CRASH_PG_PORT 54430.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER, MY_CART_PATH } from "@glow/shop-contracts";
import { ACCRA_ADDRESS } from "@glow/shop-contracts/test-addresses";
import { loadDotEnv } from "./lib/env.ts";
import { Steps, UserFacingError, bold, dim, fail, formatSeconds, green, info } from "./lib/log.ts";
import { readSeedState, withClient } from "./lib/medusa.ts";
import { binDir, repoRoot } from "./lib/paths.ts";
import { findFreePort } from "./lib/postgres.ts";
import { logTail, signal, spawnLogged, waitFor } from "./lib/processes.ts";

loadDotEnv();

const ports = {
  storefront: Number(process.env.CRASH_PORT ?? 3430),
  medusa: Number(process.env.CRASH_MEDUSA_PORT ?? 9430),
  postgres: Number(process.env.CRASH_PG_PORT ?? 54430),
};
const templateIndex = process.argv.indexOf("--template");
const template = templateIndex >= 0 ? path.resolve(process.argv[templateIndex + 1] ?? "") : undefined;
const data = path.join(repoRoot, ".data", "crash");
const logDir = path.join(data, "logs");
const pgDir = path.join(data, "postgres");
const storefront = `http://localhost:${ports.storefront}`;
const medusa = `http://localhost:${ports.medusa}`;
// The password is the embedded cluster's fixed local one (scripts/lib/postgres.ts). The port is
// settled in main(): 54430 lies in Linux's ephemeral range, so an outgoing connection can hold it.
let databaseUrl = "";

const AMA = { phone: "0244000001", password: "Shopper#2026" };
const PRODUCT_SLUG = "palmers-cocoa-butter-formula-lotion";
const QUANTITY = 2;
const DEVICE = "crashtestdevice";
const accra = ACCRA_ADDRESS;
const PAY_ON_DELIVERY = "pp_pay-on-delivery_pay-on-delivery";

class CheckFailed extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}
function checkEqual(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  check(a === e, `${what}: expected ${e}, got ${a}`);
}

// ── the shop under test ────────────────────────────────────────────────────────────────────────

interface Shop {
  /** Resolves when start.ts exited. */
  child: ReturnType<typeof spawnLogged>;
  logFile: string;
}
let running: Shop | undefined;

function startShop(run: number): Shop {
  const logFile = path.join(logDir, `start-${run}.log`);
  // Its own process group (like a terminal gives `npm start`); Medusa and the storefront get their own.
  const child = spawnLogged(path.join(binDir, "tsx"), ["scripts/start.ts"], {
    cwd: repoRoot,
    detached: true,
    logFile,
    env: {
      ...process.env,
      NO_COLOR: "1",
      GLOW_DATA_DIR: data,
      PORT: String(ports.storefront),
      MEDUSA_PORT: String(ports.medusa),
      PG_PORT: String(ports.postgres),
      MEDUSA_DISABLE_TELEMETRY: "true",
      // The build `npm test` made (no admin dashboard); start.ts rebuilds only on a stamp mismatch.
      MEDUSA_DISABLE_ADMIN: process.env.MEDUSA_DISABLE_ADMIN ?? "true",
    },
  });
  running = { child, logFile };
  return running;
}

/** Until start.ts printed "Glow is running" and both apps answer; fails early if start.ts exits. */
async function waitUntilRunning(shop: Shop, timeoutMs: number): Promise<void> {
  let exitCode: number | null | undefined;
  void shop.child.then((result) => (exitCode = result.exitCode ?? -1));
  const deadline = Date.now() + timeoutMs;
  let lastProgress = "";
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new CheckFailed(`scripts/start.ts exited (code ${exitCode}) before the shop was up. Last lines of ${shop.logFile}:\n${logTail(shop.logFile, 30)}`);
    const log = fs.existsSync(shop.logFile) ? fs.readFileSync(shop.logFile, "utf8") : "";
    if (log.includes("Glow is running")) break;
    const progress = log.split("\n").filter((line) => /^\[\d\/\d\]|^!/.test(line)).at(-1) ?? "";
    if (progress && progress !== lastProgress) console.log(dim(`      start.ts: ${progress.trim()}`));
    lastProgress = progress;
    await sleep(500);
  }
  check(fs.readFileSync(shop.logFile, "utf8").includes("Glow is running"), `scripts/start.ts was not up within ${timeoutMs / 1000} s. Last lines of ${shop.logFile}:\n${logTail(shop.logFile, 30)}`);
  await waitFor([`${medusa}/health`, `${storefront}/`], 30_000);
}

interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  command: string;
}

function processTable(): Proc[] {
  const table: Proc[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid pgrp …" — comm may hold spaces and parentheses.
      const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (state === "Z") continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ").trim();
      table.push({ pid: Number(entry), ppid: Number(ppid), pgid: Number(pgid), command });
    } catch {
      // Exited while we looked.
    }
  }
  return table;
}

function treeOf(rootPid: number): Proc[] {
  const table = processTable();
  const tree = new Set<number>([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of table) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  return table.filter((p) => tree.has(p.pid));
}

/** Those of `procs` still running after at most `timeoutMs` (zombies count as gone). */
async function survivorsAfter(procs: Proc[], timeoutMs: number): Promise<Proc[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pids = new Set(processTable().map((p) => p.pid));
    const survivors = procs.filter((p) => pids.has(p.pid));
    if (survivors.length === 0 || Date.now() > deadline) return survivors;
    await sleep(100);
  }
}

/** SIGKILL for every process of the tree and every process group in it, in one go. */
async function killTree(shop: Shop): Promise<Proc[]> {
  const tree = treeOf(shop.child.pid!);
  for (const pgid of new Set(tree.map((p) => p.pgid))) signal(-pgid, "SIGKILL");
  for (const p of tree) signal(p.pid, "SIGKILL");
  const survivors = await survivorsAfter(tree, 15_000);
  check(survivors.length === 0, `processes survived SIGKILL: ${survivors.map((p) => `${p.pid} ${p.command}`).join("; ")}`);
  await shop.child;
  running = undefined;
  return tree;
}

/**
 * Ctrl-C: SIGINT to start.ts's process group, as a terminal sends it. start.ts stops Medusa, the
 * storefront and Postgres; true when the whole tree was gone within 60 s (else it is SIGKILLed).
 */
async function stopShop(shop: Shop): Promise<boolean> {
  const tree = treeOf(shop.child.pid!);
  signal(-shop.child.pid!, "SIGINT");
  const clean = (await survivorsAfter(tree, 60_000)).length === 0;
  if (!clean) await killTree(shop).catch(() => undefined);
  await shop.child;
  running = undefined;
  return clean;
}

// ── HTTP as Ama ────────────────────────────────────────────────────────────────────────────────

/** Storefront requests with a cookie jar, like a browser without JavaScript. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string; json: () => any }> {
    const response = await fetch(`${storefront}${pathname}`, {
      method,
      redirect: "manual",
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const index = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  }
}

/** The quantities of /api/cart's lines. */
const quantitiesOf = (items: Array<{ quantity: number }>) => items.map((item) => item.quantity);

async function store(method: string, pathname: string, key: string, options: { token?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<any> {
  const response = await fetch(`${medusa}${pathname}`, {
    method,
    headers: {
      "x-publishable-api-key": key,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  check(response.ok, `${method} ${pathname} answered ${response.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : {};
}

/** A fresh Medusa customer JWT for Ama's phone-auth session (the way the storefront gets one). */
async function customerToken(key: string, session: string): Promise<string> {
  const answer = await store("GET", "/store/phone-auth/session", key, { headers: { "x-glow-session": session, "x-glow-device": DEVICE } });
  return answer.token as string;
}

const ORDER_FIELDS = "id,display_id,status,payment_status,fulfillment_status,total,currency_code,customer_id,*items";

/** What must survive the kill, as the store API shows it to Ama. */
function orderFacts(order: any) {
  return {
    id: order.id,
    display_id: order.display_id,
    status: order.status,
    payment_status: order.payment_status,
    total: Number(order.total),
    currency_code: order.currency_code,
    items: (order.items as any[])
      .map((item) => ({ id: item.id, variant_id: item.variant_id, title: item.product_title ?? item.title, quantity: Number(item.quantity), unit_price: Number(item.unit_price) }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** Stock facts from the database: the level's reserved quantity and the order's reservations. */
async function stockFacts(client: pg.Client, inventoryItemId: string, lineItemIds: string[]) {
  const level = await client.query<{ stocked: string; reserved: string }>(
    "SELECT sum(stocked_quantity) AS stocked, sum(reserved_quantity) AS reserved FROM inventory_level WHERE inventory_item_id = $1 AND deleted_at IS NULL",
    [inventoryItemId],
  );
  const reservations = await client.query<{ line_item_id: string; quantity: string }>(
    "SELECT line_item_id, quantity FROM reservation_item WHERE inventory_item_id = $1 AND line_item_id = ANY($2) AND deleted_at IS NULL ORDER BY line_item_id",
    [inventoryItemId, lineItemIds],
  );
  return {
    stocked: Number(level.rows[0]?.stocked),
    reserved: Number(level.rows[0]?.reserved),
    reservations: reservations.rows.map((r) => ({ line_item_id: r.line_item_id, quantity: Number(r.quantity) })),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ── the test ───────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const started = Date.now();
  const steps = new Steps(6);
  // start.ts would move Postgres to the next free port by itself; the test must talk to that one.
  const preferredPg = ports.postgres;
  ports.postgres = await findFreePort(preferredPg);
  if (ports.postgres !== preferredPg) info(`Port ${preferredPg} is taken; Postgres uses ${ports.postgres}.`);
  databaseUrl = `postgres://postgres:glow-local-postgres@localhost:${ports.postgres}/glow`;
  console.log(`${bold("Crash safety")} ${dim(`(ADR 075) shop on ${storefront}, Medusa ${medusa}, Postgres ${ports.postgres}, data ${path.relative(repoRoot, data)}`)}`);
  fs.rmSync(data, { recursive: true, force: true });
  fs.mkdirSync(logDir, { recursive: true });
  if (template) {
    check(fs.existsSync(path.join(template, "PG_VERSION")), `--template ${template} is not a Postgres data directory`);
    check(!fs.existsSync(path.join(template, "postmaster.pid")), `--template ${template} is in use or was not stopped cleanly (postmaster.pid exists)`);
    info(`Copying the migrated, seeded cluster from ${path.relative(repoRoot, template)} (skips the first-run migrations and seed)`);
    // cp -a keeps the owner and the 0700 mode Postgres insists on.
    execFileSync("cp", ["-a", template, pgDir]);
  }

  const first = await steps.run("Starting the shop with scripts/start.ts (as `npm start` does)", async () => {
    const shop = startShop(1);
    await waitUntilRunning(shop, 600_000);
    return shop;
  }, template ? "migrations and seed are already done" : "a first run migrates and seeds: about two minutes");

  const key = (await readSeedState(databaseUrl)).publishableKey;
  check(key, "no publishable API key in the database");

  const settings = await withClient(databaseUrl, async (client) => {
    const show = async (name: string) => (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name];
    return { fsync: await show("fsync"), synchronous_commit: await show("synchronous_commit"), full_page_writes: await show("full_page_writes") };
  });
  checkEqual(settings, { fsync: "on", synchronous_commit: "on", full_page_writes: "on" }, "the shop's Postgres durability settings");
  info(`Postgres durability settings: ${JSON.stringify(settings)}`);

  const ama = new Browser();
  const placed = await steps.run("Placing an order as Ama (storefront sign-in and cart, checkout with Pay on delivery)", async () => {
    const login = await ama.request("POST", "/api/login", { phoneNumber: AMA.phone, password: AMA.password, deviceFingerprint: "crashtestbrowser" });
    check(login.status === 200, `storefront /api/login answered ${login.status}: ${login.text.slice(0, 300)}`);
    const { products } = (await ama.request("GET", "/api/products?limit=100")).json() as { products: Array<{ id: string; slug: string }> };
    const product = products.find((p) => p.slug === PRODUCT_SLUG);
    check(product, `no product ${PRODUCT_SLUG} in /api/products`);
    for (const item of (await ama.request("GET", "/api/cart")).json() as Array<{ id: string }>) await ama.request("DELETE", `/api/cart/${item.id}`);
    const added = await ama.request("POST", "/api/cart", { productId: product.id, quantity: QUANTITY });
    check(added.status === 200, `storefront POST /api/cart answered ${added.status}: ${added.text.slice(0, 300)}`);

    // The checkout through Medusa's store API with Ama's customer token (the storefront's checkout does the same calls).
    const signIn = await store("POST", "/store/phone-auth/login", key, { body: { phone: AMA.phone, password: AMA.password, device_fingerprint: DEVICE, remember: false } });
    const session = signIn.session.token as string;
    const token = await customerToken(key, session);
    // Commerce owns the cart (issue 33): it answers which one is hers.
    const mine = await store("GET", MY_CART_PATH, key, { token });
    const cartId = mine.cart?.id as string | undefined;
    check(cartId, "Ama has no open cart after /api/cart");
    const { cart } = await store("GET", `/store/carts/${cartId}?fields=id,*items`, key, { token });
    checkEqual(cart.items.map((i: any) => Number(i.quantity)), [QUANTITY], "the cart's quantities");
    const variantId = cart.items[0].variant_id as string;
    await store("POST", `/store/carts/${cartId}`, key, { token, body: { shipping_address: accra, billing_address: accra } });
    const { shipping_options } = await store("GET", `/store/shipping-options?cart_id=${cartId}`, key, { token });
    const option = (shipping_options as any[]).find((o) => o.name === "Accra delivery");
    check(option, "no Accra delivery option for a Greater Accra address");
    await store("POST", `/store/carts/${cartId}/shipping-methods`, key, { token, body: { option_id: option.id } });
    const { payment_collection } = await store("POST", "/store/payment-collections", key, { token, body: { cart_id: cartId } });
    await store("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, key, { token, body: { provider_id: PAY_ON_DELIVERY } });
    const completed = await store("POST", `/store/checkout/carts/${cartId}/complete`, key, { token, body: {} });
    check(completed.order?.id && completed.already_completed === false, `completion did not answer a new order: ${JSON.stringify(completed).slice(0, 300)}`);
    // Committed: the API answered success. Everything below must survive the kill.
    const orderId = completed.order.id as string;
    const { order } = await store("GET", `/store/orders/${orderId}?fields=${ORDER_FIELDS}`, key, { token });
    const facts = orderFacts(order);
    checkEqual(facts.items.map((i) => [i.variant_id, i.quantity]), [[variantId, QUANTITY]], "the order's items");
    check(facts.total > 0, `order total ${facts.total}`);
    const stock = await withClient(databaseUrl, async (client) => {
      const link = await client.query<{ inventory_item_id: string }>("SELECT inventory_item_id FROM product_variant_inventory_item WHERE variant_id = $1 AND deleted_at IS NULL", [variantId]);
      const inventoryItemId = link.rows[0]?.inventory_item_id;
      check(inventoryItemId, `no inventory item for variant ${variantId}`);
      return { inventoryItemId, ...(await stockFacts(client, inventoryItemId, facts.items.map((i) => i.id))) };
    });
    checkEqual(stock.reservations.map((r) => r.quantity), [QUANTITY], "the order's stock reservations");
    check(stock.reserved >= QUANTITY && stock.reserved <= stock.stocked, `reserved ${stock.reserved} of ${stock.stocked} in stock`);
    info(`order #${facts.display_id} (${orderId}): ${QUANTITY} × ${facts.items[0]!.title}, total ${facts.total} ${facts.currency_code}, status ${facts.status}; stock ${stock.stocked}, reserved ${stock.reserved}`);

    // A tap made on a phone with its idempotency key (ADR 235), applied now; the phone replays it after the restart.
    const tap = { productId: product.id, key: randomUUID() };
    const tapped = await ama.request("POST", "/api/cart", { productId: tap.productId, quantity: 1 }, { [IDEMPOTENCY_KEY_HEADER]: tap.key });
    check(tapped.status === 200, `storefront POST /api/cart with a tap's key answered ${tapped.status}: ${tapped.text.slice(0, 300)}`);
    checkEqual(quantitiesOf(tapped.json()), [1], "the new cart's quantities after the keyed tap");
    return { orderId, facts, stock, session, tap };
  });

  const killed = await steps.run("Killing the whole `npm start` process tree with SIGKILL (no shutdown)", async () => {
    const tree = await killTree(first);
    // The postmaster (…/bin/postgres -D …) and its backends ("postgres: …", each in its own session).
    const postgres = tree.filter((p) => /(^|\/)postgres:?$/.test(p.command.split(" ")[0] ?? ""));
    check(postgres.length > 0, "no postgres process was found in the tree of scripts/start.ts");
    check(tree.some((p) => p.command.includes("medusa")) && tree.some((p) => /server\.(ts|js)\b/.test(p.command)), "Medusa and the storefront were not both in the tree");
    check(fs.existsSync(path.join(pgDir, "postmaster.pid")), "postmaster.pid is gone: Postgres was not killed mid-flight");
    info(`killed ${tree.length} processes in ${new Set(tree.map((p) => p.pgid)).size} process groups (${postgres.length} of them Postgres server processes); postmaster.pid left behind`);
    return tree;
  });

  const postgresLogBefore = fs.existsSync(path.join(logDir, "postgres.log")) ? fs.statSync(path.join(logDir, "postgres.log")).size : 0;
  const second = await steps.run("Starting scripts/start.ts again on the same data dir (must recover by itself)", async () => {
    const shop = startShop(2);
    await waitUntilRunning(shop, 300_000);
    return shop;
  });
  const startLog = fs.readFileSync(second.logFile, "utf8");
  check(startLog.includes("Found a stale") || startLog.includes("still running"), "start.ts did not report the killed run's postmaster.pid");
  const recoveryLog = fs.readFileSync(path.join(logDir, "postgres.log"), "utf8").slice(postgresLogBefore);
  check(/not properly shut down|automatic recovery in progress|interrupted/.test(recoveryLog), "Postgres did not report a crash recovery on the second start");
  check(!/Medusa stopped unexpectedly|storefront stopped unexpectedly/.test(startLog), "an app stopped during the second start");

  await steps.run("Checking the order, its items, total, status and stock reservation after the restart", async () => {
    const key2 = (await readSeedState(databaseUrl)).publishableKey!;
    // Ama's phone-auth session from before the kill still works (it is in the database).
    const token = await customerToken(key2, placed.session);
    const { order } = await store("GET", `/store/orders/${placed.orderId}?fields=${ORDER_FIELDS}`, key2, { token });
    checkEqual(orderFacts(order), placed.facts, "the order after the kill (store API)");
    const stock = await withClient(databaseUrl, (client) => stockFacts(client, placed.stock.inventoryItemId, placed.facts.items.map((i) => i.id)));
    checkEqual(stock, { stocked: placed.stock.stocked, reserved: placed.stock.reserved, reservations: placed.stock.reservations }, "the stock reservation after the kill");

    // Ama's page for the order, through the storefront with the cookies from before the kill.
    const page = await ama.request("GET", `/orders/${placed.orderId}`);
    check(page.status === 200, `storefront /orders/${placed.orderId} answered ${page.status}`);
    const html = page.text.replace(/<!--.*?-->/g, "");
    const total = `GH₵${placed.facts.total.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
    check(html.includes(`#${placed.facts.display_id}`), `the order page does not show #${placed.facts.display_id}`);
    check(html.includes(placed.facts.items[0]!.title), `the order page does not show ${placed.facts.items[0]!.title}`);
    check(new RegExp(`data-testid="order-total"[^>]*>${total.replace(/[.$]/g, "\\$&")}<`).test(html), `the order page does not show the total ${total}`);
    check(html.includes(`${QUANTITY} × `), `the order page does not show the quantity ${QUANTITY}`);
    // The tap replayed after the restart is recognised (its key is in Postgres): the cart still holds one.
    const replayed = await ama.request("POST", "/api/cart", { productId: placed.tap.productId, quantity: 1 }, { [IDEMPOTENCY_KEY_HEADER]: placed.tap.key });
    check(replayed.status === 200, `the replayed tap answered ${replayed.status}: ${replayed.text.slice(0, 300)}`);
    checkEqual(quantitiesOf((await ama.request("GET", "/api/cart")).json()), [1], "the cart's quantities after the tap was replayed across the restart");

    info(`order #${placed.facts.display_id} is back: ${QUANTITY} × ${placed.facts.items[0]!.title}, ${total}, status ${order.status}; reserved ${stock.reserved} of ${stock.stocked} (unchanged)`);
  });

  await steps.run("Stopping the shop with Ctrl-C (SIGINT), as after any run", async () => {
    check(await stopShop(second), "start.ts, Postgres, Medusa and the storefront did not all stop within 60 s of Ctrl-C");
    check(fs.readFileSync(second.logFile, "utf8").includes("Stopped."), "start.ts did not finish its shutdown");
    check(!fs.existsSync(path.join(pgDir, "postmaster.pid")), "Postgres did not shut down cleanly after the restart");
  });
  fs.rmSync(pgDir, { recursive: true, force: true });
  console.log(`\n${green("✔ A killed `npm start` lost no committed order")} ${dim(`(${killed.length} processes killed; ${formatSeconds(Date.now() - started)} in all)`)}`);
}

async function cleanUp(): Promise<void> {
  if (running) await stopShop(running).catch(() => undefined);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}

main()
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    fail(error instanceof CheckFailed || error instanceof UserFacingError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    console.error(`  Logs: ${path.relative(repoRoot, logDir)}/ (start-1.log, start-2.log, postgres.log, medusa.log, storefront.log)`);
    await cleanUp();
    process.exit(1);
  });
