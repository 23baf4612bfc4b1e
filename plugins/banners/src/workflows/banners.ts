import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk";
import type { CreateBannerType, UpdateBannerType } from "../api/validators";
import { createBannerStep, deleteBannerStep, updateBannerStep } from "./steps/banner-steps";

/** Staff (Medusa admin) and shop admins (storefront /admin/banners) write banners through these. */
export const createBannerWorkflow = createWorkflow("glow-create-banner", (input: CreateBannerType) => {
  return new WorkflowResponse(createBannerStep(input));
});

export const updateBannerWorkflow = createWorkflow("glow-update-banner", (input: { id: string; update: UpdateBannerType }) => {
  return new WorkflowResponse(updateBannerStep(input));
});

export const deleteBannerWorkflow = createWorkflow("glow-delete-banner", (input: { id: string }) => {
  return new WorkflowResponse(deleteBannerStep(input));
});
