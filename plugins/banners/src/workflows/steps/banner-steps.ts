import { MedusaError } from "@medusajs/framework/utils";
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk";
import { crossFieldProblem, type CreateBannerType, type UpdateBannerType } from "../../api/validators";
import { BANNER_MODULE } from "../../modules/banner";
import type BannerModuleService from "../../modules/banner/service";

const EDITABLE = [
  "title",
  "subtitle",
  "image_url",
  "video_url",
  "button1_text",
  "button1_link",
  "button2_text",
  "button2_link",
  "banner_type",
  "is_active",
  "start_date",
  "end_date",
  "priority",
] as const;

type Editable = Partial<Record<(typeof EDITABLE)[number], unknown>>;

async function retrieveOr404(banners: BannerModuleService, id: string) {
  const [banner] = await banners.listBanners({ id }, { take: 1 });
  if (!banner) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Banner not found. It may have been deleted.");
  return banner;
}

/** Creates a banner; compensation deletes it. */
export const createBannerStep = createStep(
  "glow-create-banner",
  async (input: CreateBannerType, { container }) => {
    const banners: BannerModuleService = container.resolve(BANNER_MODULE);
    const created = await banners.createBanners(input as never);
    return new StepResponse(created, created.id);
  },
  async (id: string | undefined, { container }) => {
    if (!id) return;
    const banners: BannerModuleService = container.resolve(BANNER_MODULE);
    await banners.deleteBanners(id);
  },
);

/**
 * Updates the given fields after checking them together with the banner's current values (a new
 * end date must still come after the stored start date). Compensation writes the old values back.
 */
export const updateBannerStep = createStep(
  "glow-update-banner",
  async (input: { id: string; update: UpdateBannerType }, { container }) => {
    const banners: BannerModuleService = container.resolve(BANNER_MODULE);
    const before = await retrieveOr404(banners, input.id);
    const merged = { ...before, ...input.update } as Parameters<typeof crossFieldProblem>[0];
    const problem = crossFieldProblem(merged);
    if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem);
    const previous: Editable = {};
    for (const key of EDITABLE) if (key in input.update) previous[key] = (before as Record<string, unknown>)[key];
    const updated = await banners.updateBanners({ id: input.id, ...input.update } as never);
    return new StepResponse(updated, { id: input.id, previous });
  },
  async (undo: { id: string; previous: Editable } | undefined, { container }) => {
    if (!undo) return;
    const banners: BannerModuleService = container.resolve(BANNER_MODULE);
    await banners.updateBanners({ id: undo.id, ...undo.previous } as never);
  },
);

/** Soft-deletes a banner; compensation restores it. */
export const deleteBannerStep = createStep(
  "glow-delete-banner",
  async (input: { id: string }, { container }) => {
    const banners: BannerModuleService = container.resolve(BANNER_MODULE);
    await retrieveOr404(banners, input.id);
    await banners.softDeleteBanners(input.id);
    return new StepResponse({ id: input.id, deleted: true }, input.id);
  },
  async (id: string | undefined, { container }) => {
    if (!id) return;
    const banners: BannerModuleService = container.resolve(BANNER_MODULE);
    await banners.restoreBanners(id);
  },
);
