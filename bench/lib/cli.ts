/** What the bench scripts share: their `--name value` flags and the shop's publishable key. */
import pg from "pg";

const args = process.argv.slice(2);

/** The value after `--name` on the command line, else `fallback`. */
export function flag(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

/**
 * The storefront's publishable key for direct Medusa calls: --key or MEDUSA_PUBLISHABLE_KEY, else
 * read from the shop's database (--database-url, default the embedded one of `npm start` on PG_PORT).
 */
export async function publishableKey(): Promise<string> {
  const given = flag("key", process.env.MEDUSA_PUBLISHABLE_KEY ?? "");
  if (given) return given;
  const client = new pg.Client({ connectionString: flag("database-url", `postgres://postgres:glow-local-postgres@localhost:${process.env.PG_PORT ?? 54329}/glow`) });
  await client.connect();
  try {
    const { rows } = await client.query<{ token: string }>("SELECT token FROM api_key WHERE title = 'Glow Storefront' AND type = 'publishable' AND revoked_at IS NULL LIMIT 1");
    if (!rows[0]) throw new Error("No publishable key found; pass --key.");
    return rows[0].token;
  } finally {
    await client.end();
  }
}
