import { z } from "@medusajs/framework/zod";
import { AdminListQuery, optionalLink, optionalText, strictBody } from "@glow/medusa-http";

/**
 * Input of the banner routes (Medusa admin and the storefront's shop-admin screen share them).
 * Messages are meant for people: `validate()` (@glow/medusa-http) answers them as a 400 `{ message }`.
 * Links pass the shop's link rule (`checkLink()` in @glow/medusa-http) when saved.
 */
const LABELS = {
  image_url: "Image URL",
  video_url: "Video link",
  button1_link: "Button 1 link",
  button2_link: "Button 2 link",
} as const;

/** An optional link: "" and null clear it; anything else must pass checkLink(). */
const link = (field: keyof typeof LABELS) => optionalLink(LABELS[field]);

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
    .max(120, "Title must be at most 120 characters"),
  subtitle: optionalText("Subtitle", 300),
  image_url: link("image_url"),
  video_url: link("video_url"),
  button1_text: optionalText("Button 1 text", 40),
  button1_link: link("button1_link"),
  button2_text: optionalText("Button 2 text", 40),
  button2_link: link("button2_link"),
  banner_type: z.enum(["regular", "celebration"], { error: "Banner type must be 'regular' or 'celebration'" }).optional(),
  is_active: z.boolean({ error: "is_active must be true or false" }).optional(),
  start_date: date("Start date"),
  end_date: date("End date"),
  priority: z
    .number({ error: "Priority must be a whole number" })
    .int("Priority must be a whole number")
    .min(0, "Priority must be between 0 and 1000")
    .max(1000, "Priority must be between 0 and 1000")
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

/** Both halves of a button, and a schedule that ends after it starts (for the fields present). */
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
