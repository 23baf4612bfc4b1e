import { MedusaService } from "@medusajs/framework/utils";
import { Banner } from "./models/banner";

/** Live = active and inside its dates (an open start or end counts as always). */
function liveFilter(now: Date) {
  return {
    is_active: true,
    $and: [{ $or: [{ start_date: null }, { start_date: { $lte: now } }] }, { $or: [{ end_date: null }, { end_date: { $gt: now } }] }],
  };
}

export default class BannerModuleService extends MedusaService({ Banner }) {
  /**
   * The one banner to show now: active, inside its dates, highest priority, newest on ties —
   * one indexed query (ORDER BY priority DESC, created_at DESC, id DESC LIMIT 1), not a scan in JS.
   */
  async retrieveActiveBanner(now: Date = new Date()) {
    const [banner] = await this.listBanners(liveFilter(now) as never, {
      order: { priority: "DESC", created_at: "DESC", id: "DESC" },
      take: 1,
    });
    return banner ?? null;
  }

  /** For the admin overview: banners live now, and active ones whose start is still ahead. */
  async countBannersBySchedule(now: Date = new Date()): Promise<{ active: number; scheduled: number }> {
    const [active, scheduled] = await Promise.all([
      this.listAndCountBanners(liveFilter(now) as never, { take: 1, select: ["id"] }).then(([, count]) => count),
      this.listAndCountBanners({ is_active: true, start_date: { $gt: now } } as never, { take: 1, select: ["id"] }).then(([, count]) => count),
    ]);
    return { active, scheduled };
  }
}
