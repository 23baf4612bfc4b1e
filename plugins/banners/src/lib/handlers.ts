import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import type { BannerJson } from "@glow/shop-contracts";
import { BannerParams, ListBannersQuery, type CreateBannerType, type UpdateBannerType } from "../api/validators";
import { BANNER_MODULE } from "../modules/banner";
import type BannerModuleService from "../modules/banner/service";
import { createBannerWorkflow, deleteBannerWorkflow, updateBannerWorkflow } from "../workflows/banners";

/** The banner as the API answers it: the shape in @glow/shop-contracts (ADR 090); the storefront maps it to the spec. */
export type { BannerJson };

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);

export function bannerJson(banner: Record<string, any>): BannerJson {
  return {
    id: banner.id,
    title: banner.title,
    subtitle: banner.subtitle ?? null,
    image_url: banner.image_url ?? null,
    video_url: banner.video_url ?? null,
    button1_text: banner.button1_text ?? null,
    button1_link: banner.button1_link ?? null,
    button2_text: banner.button2_text ?? null,
    button2_link: banner.button2_link ?? null,
    banner_type: banner.banner_type,
    is_active: Boolean(banner.is_active),
    start_date: iso(banner.start_date),
    end_date: iso(banner.end_date),
    priority: Number(banner.priority ?? 0),
    created_at: iso(banner.created_at)!,
    updated_at: iso(banner.updated_at)!,
  };
}

const service = (req: MedusaRequest) => req.scope.resolve<BannerModuleService>(BANNER_MODULE);
const idOf = (req: MedusaRequest) => BannerParams.parse(req.params).id;

/** GET — every banner, highest priority then newest first, with the live/scheduled counts. */
export async function listBanners(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { limit, offset } = ListBannersQuery.parse(req.query);
  const [banners, count] = await service(req).listAndCountBanners({}, { take: limit, skip: offset, order: { priority: "DESC", created_at: "DESC", id: "DESC" } });
  const counts = await service(req).countBannersBySchedule();
  res.json({ banners: banners.map(bannerJson), count, limit, offset, counts });
}

export async function retrieveBanner(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const [banner] = await service(req).listBanners({ id: idOf(req) }, { take: 1 });
  if (!banner) {
    res.status(404).json({ message: "Banner not found. It may have been deleted." });
    return;
  }
  res.json({ banner: bannerJson(banner) });
}

export async function createBanner(req: MedusaRequest<CreateBannerType>, res: MedusaResponse): Promise<void> {
  const { result } = await createBannerWorkflow(req.scope).run({ input: req.validatedBody });
  res.status(201).json({ banner: bannerJson(result) });
}

export async function updateBanner(req: MedusaRequest<UpdateBannerType>, res: MedusaResponse): Promise<void> {
  const { result } = await updateBannerWorkflow(req.scope).run({ input: { id: idOf(req), update: req.validatedBody } });
  res.json({ banner: bannerJson(result) });
}

export function setActive(isActive: boolean) {
  return async (req: MedusaRequest, res: MedusaResponse): Promise<void> => {
    const { result } = await updateBannerWorkflow(req.scope).run({ input: { id: idOf(req), update: { is_active: isActive } } });
    res.json({ banner: bannerJson(result) });
  };
}

export async function deleteBanner(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const id = idOf(req);
  await deleteBannerWorkflow(req.scope).run({ input: { id } });
  res.json({ id, object: "banner", deleted: true });
}

/** GET /store/banners/active — `{ banner }`, null when none is live. */
export async function activeBanner(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const banner = await service(req).retrieveActiveBanner(new Date());
  res.json({ banner: banner ? bannerJson(banner) : null });
}
