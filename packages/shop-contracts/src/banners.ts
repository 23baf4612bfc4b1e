import { z } from "zod";

/**
 * A banner as the banners plugin answers it (plugins/banners/src/lib/handlers.ts `bannerJson()`),
 * snake_case like the rest of Medusa; read by the Medusa admin's Banners page and the storefront
 * (storefront/app/lib/banners/banners.server.ts maps it to the spec's camelCase Banner).
 */
export const BannerJsonSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image_url: z.string().nullable(),
  video_url: z.string().nullable(),
  button1_text: z.string().nullable(),
  button1_link: z.string().nullable(),
  button2_text: z.string().nullable(),
  button2_link: z.string().nullable(),
  banner_type: z.enum(["regular", "celebration"]),
  is_active: z.boolean(),
  start_date: z.iso.datetime().nullable(),
  end_date: z.iso.datetime().nullable(),
  priority: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type BannerJson = z.infer<typeof BannerJsonSchema>;
export type BannerType = BannerJson["banner_type"];

/** Live banners and active banners whose start is still ahead (the admin list's `counts`). */
export const BannerCountsSchema = z.object({ active: z.number().int(), scheduled: z.number().int() });
export type BannerCounts = z.infer<typeof BannerCountsSchema>;

/** GET /store/shop-admin/banners and /admin/banners. */
export const BannerListJsonSchema = z.object({
  banners: z.array(BannerJsonSchema),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  counts: BannerCountsSchema,
});
export type BannerListJson = z.infer<typeof BannerListJsonSchema>;

/** The fields a create/update body may carry (the plugin's validators check them: plugins/banners/src/api/validators.ts). */
export type BannerBody = Omit<BannerJson, "id" | "created_at" | "updated_at">;
