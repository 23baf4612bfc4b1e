import type { Context } from "@medusajs/framework/types";
import { generateEntityId, InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils";
import { AppliedTapKey } from "./models/applied-tap-key";

export type TapKeyOutcome = { outcome: "applied"; at: string } | { outcome: "refused"; type: string; message: string; code: string | null; at: string };

/** A refusal as remembered: a MedusaError's type, message and code. */
export interface TapKeyRefusal {
  type: string;
  message: string;
  code?: string | null;
}

interface Row {
  outcome: "applied" | "refused";
  refusal_type: string | null;
  refusal_message: string | null;
  refusal_code: string | null;
  updated_at: Date;
}

/**
 * The keys "add to my cart" answered, in Postgres (ADR 235): they survive a Medusa restart and are
 * shared by every Medusa server, with or without Redis. Writes are single upserts on the unique
 * (customer, key) index, so parallel copies of one tap never make two rows.
 */
class TapKeysModuleService extends MedusaService({ AppliedTapKey }) {
  /** The key's outcome while it is remembered, or null. */
  @InjectManager()
  async outcomeOf(customerId: string, key: string, @MedusaContext() context: Context = {}): Promise<TapKeyOutcome | null> {
    const rows = await sql(context).execute<Row>(
      `select outcome, refusal_type, refusal_message, refusal_code, updated_at from glow_applied_tap_key
        where customer_id = ? and key = ? and deleted_at is null and expires_at > now()`,
      [customerId, key],
    );
    const row = rows[0];
    if (!row) return null;
    const at = new Date(row.updated_at).toISOString();
    return row.outcome === "applied" ? { outcome: "applied", at } : { outcome: "refused", type: row.refusal_type ?? "not_allowed", message: row.refusal_message ?? "", code: row.refusal_code, at };
  }

  /**
   * Records keys as applied (an earlier refusal of the same key is replaced), remembered `ttlSeconds`:
   * one upsert for all of a batch's keys.
   */
  @InjectManager()
  async rememberApplied(customerId: string, keys: string[], ttlSeconds: number, @MedusaContext() context: Context = {}): Promise<void> {
    // Postgres refuses an upsert that touches one row twice: each key once.
    const unique = [...new Set(keys)];
    if (unique.length === 0) return;
    await sql(context).execute(
      `insert into glow_applied_tap_key (id, customer_id, key, outcome, expires_at)
       values ${unique.map(() => "(?, ?, ?, 'applied', now() + make_interval(secs => ?))").join(", ")}
       on conflict (customer_id, key) where deleted_at is null
       do update set outcome = 'applied', refusal_type = null, refusal_message = null, refusal_code = null, expires_at = excluded.expires_at, updated_at = now()`,
      unique.flatMap((key) => [newId(), customerId, key, ttlSeconds]),
    );
  }

  /** Records a key's refusal unless the key was applied meanwhile (a refusal never hides an add that went through). */
  @InjectManager()
  async rememberRefused(customerId: string, key: string, refusal: TapKeyRefusal, ttlSeconds: number, @MedusaContext() context: Context = {}): Promise<void> {
    await sql(context).execute(
      `insert into glow_applied_tap_key (id, customer_id, key, outcome, refusal_type, refusal_message, refusal_code, expires_at)
       values (?, ?, ?, 'refused', ?, ?, ?, now() + make_interval(secs => ?))
       on conflict (customer_id, key) where deleted_at is null
       do update set outcome = 'refused', refusal_type = excluded.refusal_type, refusal_message = excluded.refusal_message, refusal_code = excluded.refusal_code, expires_at = excluded.expires_at, updated_at = now()
       where glow_applied_tap_key.outcome <> 'applied' or glow_applied_tap_key.expires_at <= now()`,
      [newId(), customerId, key, refusal.type, refusal.message, refusal.code ?? null, ttlSeconds],
    );
  }

  /** Forgets keys (their add was rolled back). */
  @InjectManager()
  async forget(customerId: string, keys: string[], @MedusaContext() context: Context = {}): Promise<void> {
    if (keys.length === 0) return;
    await sql(context).execute(`delete from glow_applied_tap_key where customer_id = ? and key in (${keys.map(() => "?").join(", ")})`, [customerId, ...keys]);
  }

  /** Deletes the keys no longer remembered; answers how many. */
  @InjectManager()
  async deleteExpired(@MedusaContext() context: Context = {}): Promise<number> {
    const rows = await sql(context).execute<{ id: string }>(`delete from glow_applied_tap_key where expires_at <= now() returning id`);
    return rows.length;
  }
}

/** The module's SQL connection (MikroORM's entity manager, as Medusa injects it): for single-statement upserts. */
interface SqlManager {
  execute<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
}
const sql = (context: Context): SqlManager => context.manager as SqlManager;

/** Ids as the model's own (`model.id({ prefix: "tapkey" })`) makes them. */
const newId = (): string => generateEntityId(undefined, "tapkey");

export default TapKeysModuleService;
