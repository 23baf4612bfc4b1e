import "./zod-setup.js";
import { z } from "zod";
import { defineContract, DeletedJsonSchema, PageJsonShape } from "./contract.js";
import { AdminListQuery, optionalLink, optionalText, strictBody } from "./fields.js";

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
  ...PageJsonShape,
  counts: BannerCountsSchema,
});
export type BannerListJson = z.infer<typeof BannerListJsonSchema>;

/** The fields a create/update body may carry (checked by `CreateBanner` / `UpdateBanner` below). */
export type BannerBody = Omit<BannerJson, "id" | "created_at" | "updated_at">;

// ── Requests ─────────────────────────────────────────────────────────────────────────────
// Messages are meant for people: the plugin answers them as a 400 `{ message }` (validate() in
// @glow/medusa-http). Links pass the shop's link rule (`checkLink()`) when saved.

export const BANNER_TYPES = ["regular", "celebration"] as const;

/** Lengths and ranges the plugin enforces and the storefront's form repeats in its own words. */
export const BANNER_LIMITS = { title: 120, subtitle: 300, buttonText: 40, priorityMax: 1000 } as const;

const date = (label: string) =>
  z
    .union([z.string({ error: `${label} must be a date` }), z.null()], { error: `${label} must be a date` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === "") return null;
      const parsed = new Date(value);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim()) || Number.isNaN(parsed.getTime())) {
        ctx.addIssue({ code: "custom", message: `${label} must be a date such as 2026-12-01T08:00:00Z` });
        return z.NEVER;
      }
      return parsed;
    });

const fields = {
  title: z
    .string({ error: (issue) => (issue.input === undefined ? "Title is required" : "Title must be a text") })
    .trim()
    .min(1, "Title is required")
    .max(BANNER_LIMITS.title, `Title must be at most ${BANNER_LIMITS.title} characters`),
  subtitle: optionalText("Subtitle", BANNER_LIMITS.subtitle),
  image_url: optionalLink("Image URL"),
  video_url: optionalLink("Video link"),
  button1_text: optionalText("Button 1 text", BANNER_LIMITS.buttonText),
  button1_link: optionalLink("Button 1 link"),
  button2_text: optionalText("Button 2 text", BANNER_LIMITS.buttonText),
  button2_link: optionalLink("Button 2 link"),
  banner_type: z.enum(BANNER_TYPES, { error: "Banner type must be 'regular' or 'celebration'" }).optional(),
  is_active: z.boolean({ error: "is_active must be true or false" }).optional(),
  start_date: date("Start date"),
  end_date: date("End date"),
  priority: z
    .number({ error: "Priority must be a whole number" })
    .int("Priority must be a whole number")
    .min(0, `Priority must be between 0 and ${BANNER_LIMITS.priorityMax}`)
    .max(BANNER_LIMITS.priorityMax, `Priority must be between 0 and ${BANNER_LIMITS.priorityMax}`)
    .optional(),
};

export interface BannerInputShape {
  button1_text?: string | null;
  button1_link?: string | null;
  button2_text?: string | null;
  button2_link?: string | null;
  start_date?: Date | string | null;
  end_date?: Date | string | null;
}

/**
 * Both halves of a button, and a schedule that ends after it starts (for the fields present). The
 * plugin applies it to a body and to the banner after an update; the storefront's form to its input.
 */
export function crossFieldProblem(data: BannerInputShape): string | null {
  for (const n of [1, 2] as const) {
    const text = data[`button${n}_text`];
    const href = data[`button${n}_link`];
    if (text !== undefined && href !== undefined && Boolean(text) !== Boolean(href)) return `Button ${n} needs both a text and a link`;
  }
  // Stored values may come back from the database as strings: compare instants.
  if (data.start_date && data.end_date && new Date(data.end_date).getTime() <= new Date(data.start_date).getTime()) {
    return "The end date must be after the start date";
  }
  return null;
}

export const CreateBanner = strictBody(fields).superRefine((data, ctx) => {
  const problem = crossFieldProblem({
    ...data,
    button1_text: data.button1_text ?? null,
    button1_link: data.button1_link ?? null,
    button2_text: data.button2_text ?? null,
    button2_link: data.button2_link ?? null,
  });
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
export type CreateBannerType = z.infer<typeof CreateBanner>;

export const UpdateBanner = strictBody({ ...fields, title: fields.title.optional() });
export type UpdateBannerType = Partial<z.infer<typeof UpdateBanner>>;

export const BannerParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "The banner id must look like ban_01H…"),
});

export const ListBannersQuery = AdminListQuery;

// ── Endpoints ────────────────────────────────────────────────────────────────────────────

const BannerAnswer = z.object({ banner: BannerJsonSchema });

/** GET /store/banners/active — the banner the home page shows now, or null. */
export const activeBannerContract = defineContract({
  method: "GET",
  path: "/store/banners/active",
  response: z.object({ banner: BannerJsonSchema.nullable() }),
});

/**
 * The staff endpoints, the same under `/admin` (a Medusa user) and `/store/shop-admin` (a shop
 * admin's phone session, the storefront's /admin/banners).
 */
function bannerAdminContracts<P extends "/admin" | "/store/shop-admin">(prefix: P) {
  return {
    list: defineContract({ method: "GET", path: `${prefix}/banners`, query: ListBannersQuery, response: BannerListJsonSchema }),
    create: defineContract({ method: "POST", path: `${prefix}/banners`, body: CreateBanner, response: BannerAnswer }),
    retrieve: defineContract({ method: "GET", path: `${prefix}/banners/:id`, params: BannerParams, response: BannerAnswer }),
    update: defineContract({ method: "POST", path: `${prefix}/banners/:id`, params: BannerParams, body: UpdateBanner, response: BannerAnswer }),
    remove: defineContract({ method: "DELETE", path: `${prefix}/banners/:id`, params: BannerParams, response: DeletedJsonSchema("banner") }),
    activate: defineContract({ method: "POST", path: `${prefix}/banners/:id/activate`, params: BannerParams, response: BannerAnswer }),
    deactivate: defineContract({ method: "POST", path: `${prefix}/banners/:id/deactivate`, params: BannerParams, response: BannerAnswer }),
  };
}

export const shopAdminBannerContracts = bannerAdminContracts("/store/shop-admin");
export const adminBannerContracts = bannerAdminContracts("/admin");
