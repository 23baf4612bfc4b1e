import { activeBannerContract, shopAdminBannerContracts as api, type BannerCounts, type BannerJson, type Contract, type ContractOutput } from "@glow/shop-contracts";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { isSafeLink, toPluginBody, type BannerInput } from "~/lib/banners/banner-admin";
import { toStorefrontImageUrl } from "~/lib/media/media";
import type { Banner } from "~/lib/shared/types";
import { wroteRecently } from "~/lib/http/staff-writes.server";
import { memoize } from "~/lib/medusa/cache.server";
import { callContract, dataOf, type ContractResult } from "~/lib/medusa/contract-client.server";
import type { ShopperContext } from "~/lib/medusa/store-request.server";

/** The banners plugin's answer (plugins/banners/src/lib/handlers.ts): the shape in @glow/shop-contracts (ADR 090). */
export type PluginBanner = BannerJson;

/** The plugin refuses unsafe links when saving; a link that is somehow still unsafe is dropped here too. */
const safe = (link: string | null): string | null => (link && isSafeLink(link) ? link : null);

/** Spec §3 Banner. Uploaded images under Medusa's /static are served by the storefront at /media. */
export function toBanner(b: PluginBanner): Banner {
  return {
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    imageUrl: toStorefrontImageUrl(safe(b.image_url)),
    videoUrl: safe(b.video_url),
    button1Text: b.button1_text,
    button1Link: safe(b.button1_link),
    button2Text: b.button2_text,
    button2Link: safe(b.button2_link),
    bannerType: b.banner_type,
    isActive: b.is_active,
    startDate: b.start_date,
    endDate: b.end_date,
    priority: b.priority,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
  };
}

/**
 * The banner to show now (spec: GET /api/banners/active), or null: the home page then uses its
 * default image. Every home render shows it, so each process keeps Medusa's answer for
 * ACTIVE_BANNER_TTL_MS (renders in flight together share one read): without it, Medusa's answer
 * cost a quarter of `/`'s req/s (bench/README.md, "Stateless storefront processes: merged"). A
 * process shares nothing with the others (ADR 140): a change shows on every process within the TTL,
 * at once in the process that made it, and at once for the staff browser that made it
 * (`lib/http/staff-writes.server.ts`).
 */
export const ACTIVE_BANNER_TTL_MS = 2_000;

async function loadActiveBanner(): Promise<Banner | null> {
  const { banner } = dataOf(await callContract(activeBannerContract, {}), "Could not load the banner.");
  return banner ? toBanner(banner) : null;
}

const activeBanner = memoize(ACTIVE_BANNER_TTL_MS, loadActiveBanner);
let freshRead: Promise<Banner | null> | undefined;

export function getActiveBanner(request?: Request): Promise<Banner | null> {
  if (request && wroteRecently(request)) {
    freshRead ??= loadActiveBanner().finally(() => {
      freshRead = undefined;
    });
    return freshRead;
  }
  return activeBanner();
}

/* Shop-admin calls (the storefront's /admin/banners): the plugin checks the session is a shop admin. */

export type { BannerCounts };

export interface AdminBannerList {
  banners: Banner[];
  counts: BannerCounts;
}

export type AdminResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; body: Record<string, unknown> };

async function result<C extends Contract, R>(answer: ContractResult<C>, map: (body: ContractOutput<C>) => R): Promise<AdminResult<R>> {
  if (answer.ok) {
    // Any successful admin call may have changed which banner is live (a list too: harmless).
    activeBanner.clear();
    return { ok: true, data: map(answer.data) };
  }
  return { ok: false, status: answer.status, message: answer.message || "The banner could not be saved. Please try again.", body: answer.body };
}

export async function listAdminBanners(context: ShopperContext): Promise<AdminResult<AdminBannerList>> {
  const answer = await callContract(api.list, { query: { limit: 200 } }, context);
  return result(answer, (body) => ({ banners: body.banners.map(toBanner), counts: body.counts }));
}

export async function createAdminBanner(context: ShopperContext, input: BannerInput): Promise<AdminResult<Banner>> {
  return result(await callContract(api.create, { body: toPluginBody(input) }, context), (body) => toBanner(body.banner));
}

export async function updateAdminBanner(context: ShopperContext, id: string, input: BannerInput): Promise<AdminResult<Banner>> {
  return result(await callContract(api.update, { params: { id }, body: toPluginBody(input) }, context), (body) => toBanner(body.banner));
}

export async function setAdminBannerActive(context: ShopperContext, id: string, active: boolean): Promise<AdminResult<Banner>> {
  return result(await callContract(active ? api.activate : api.deactivate, { params: { id } }, context), (body) => toBanner(body.banner));
}

export async function deleteAdminBanner(context: ShopperContext, id: string): Promise<AdminResult<{ id: string; deleted: true }>> {
  return result(await callContract(api.remove, { params: { id } }, context), (body) => ({ id: body.id, deleted: true as const }));
}

/**
 * For the /admin overview: banners live now and active banners whose start is still ahead. Needs the
 * signed-in shop admin (the plugin answers 401/403 otherwise, which this turns into an error).
 */
export async function bannerCounts(request: Request): Promise<BannerCounts> {
  const { context } = await getCurrentUser(request);
  const answer = await callContract(api.list, { query: { limit: 1 } }, context);
  if (!answer.ok) throw new Error(answer.message || `Could not count banners (HTTP ${answer.status}).`);
  return answer.data.counts;
}
