import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils";
import type { Context } from "@medusajs/framework/types";
import { parseConsultationsOptions, type ConsultationsOptions } from "../../lib/options";
import { ConsultationRequest } from "./models/consultation-request";

export interface BookingLimits {
  /** Open ("new") bookings one phone number may have from the last 24 hours. */
  perPhonePerDay: number;
  /** New bookings the whole shop takes per hour (a ceiling against scripted floods). */
  perHour: number;
  /**
   * New bookings one client network may make per hour, well under `perHour` (issue 34: 22 numbers from
   * one network spent the whole shop's hour and everyone else got 429).
   */
  perNetworkPerHour: number;
}

export type BookingOutcome = { ok: true; id: string; status: string } | { ok: false; reason: "phone" | "network" | "shop" };

export default class ConsultationModuleService extends MedusaService({ ConsultationRequest }) {
  /** The booking limits from the plugin's options (lib/options.ts; a wrong one stops Medusa at start). */
  readonly limits: BookingLimits;

  constructor(container: Record<string, unknown>, options: ConsultationsOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...(arguments as unknown as [Record<string, unknown>]));
    this.limits = parseConsultationsOptions(options);
  }

  /**
   * Creates a booking under the limits, atomically: one transaction takes a Postgres advisory lock
   * (the same for every booking), counts, and inserts, so parallel requests cannot all pass the count.
   */
  @InjectTransactionManager()
  async createWithinLimits(
    data: { name: string; phone: string; preferred_date: string; preferred_time: string; contact_method: "phone" | "whatsapp" | "in_store"; concern: string; network?: string | null },
    limits: BookingLimits,
    @MedusaContext() sharedContext: Context = {},
  ): Promise<BookingOutcome> {
    const manager = sharedContext.transactionManager as any;
    await manager.execute("select pg_advisory_xact_lock(hashtext('glow_consultation_booking'))");
    const [counts] = await manager.execute(
      `select
         count(*) filter (where phone = ? and status = 'new' and created_at > now() - interval '24 hours')::int as phone_count,
         count(*) filter (where network = ? and created_at > now() - interval '1 hour')::int as network_count,
         count(*) filter (where created_at > now() - interval '1 hour')::int as hour_count
       from consultation_request where deleted_at is null`,
      [data.phone, data.network ?? null],
    );
    if (Number(counts?.phone_count ?? 0) >= limits.perPhonePerDay) return { ok: false, reason: "phone" };
    // Before the shop-wide ceiling: one network is refused on its own and never spends the shop's hour.
    if (data.network && Number(counts?.network_count ?? 0) >= limits.perNetworkPerHour) return { ok: false, reason: "network" };
    if (Number(counts?.hour_count ?? 0) >= limits.perHour) return { ok: false, reason: "shop" };
    const created = await this.createConsultationRequests({ ...data, network: data.network ?? null, status: "new" as const }, sharedContext);
    return { ok: true, id: created.id, status: created.status ?? "new" };
  }
}
