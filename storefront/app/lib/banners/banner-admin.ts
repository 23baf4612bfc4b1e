import { isSafeLink } from "@glow/shop-contracts";
import { z } from "zod";
import type { Banner } from "~/lib/shared/types";

/**
 * The storefront's /admin/banners form and /api/admin/banners* bodies (spec §3 Banner, camelCase).
 * The banners plugin checks everything again when saving (links: http/https or a site path only);
 * this schema gives the same plain messages before a round trip.
 */
const LINK_HINT = "must start with http:// or https:// (or be a path on this shop such as /products)";

/** The shop's link rule, the one the plugin applies when saving (@glow/shop-contracts `checkLink()`, ADR 090). */
export { isSafeLink };

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be a text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

const link = (label: string) =>
  z
    .string({ message: `${label} must be a text.` })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isSafeLink(v), `${label} ${LINK_HINT}.`);

/** Dates arrive as ISO strings (API) or datetime-local values (the form, in Accra time = UTC). */
const date = (label: string) =>
  z
    .string({ message: `${label} must be a date.` })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(toIso(v)!))), `${label} must be a date and time.`)
    .transform(toIso);

/** Ghana keeps UTC all year, so a datetime-local value from the form is read as UTC. */
export function toIso(value: string | null): string | null {
  if (!value) return null;
  return /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? new Date(value).toISOString() : new Date(`${value.length === 16 ? `${value}:00` : value}Z`).toISOString();
}

const booleanish = z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((v) => v !== "false")], { message: "isActive must be true or false." });

export const bannerInputSchema = z
  .object({
    title: z.string({ message: "Title is required." }).trim().min(1, "Title is required.").max(120, "Title must be at most 120 characters."),
    subtitle: text("Subtitle", 300),
    imageUrl: link("Image URL"),
    videoUrl: link("Video link"),
    button1Text: text("Button 1 text", 40),
    button1Link: link("Button 1 link"),
    button2Text: text("Button 2 text", 40),
    button2Link: link("Button 2 link"),
    bannerType: z.enum(["regular", "celebration"], { message: "Banner type must be regular or celebration." }).default("regular"),
    isActive: booleanish.default(false),
    startDate: date("Start date"),
    endDate: date("End date"),
    priority: z.coerce.number({ message: "Priority must be a whole number." }).int("Priority must be a whole number.").min(0, "Priority must be between 0 and 1000.").max(1000, "Priority must be between 0 and 1000.").default(0),
  })
  .superRefine((b, ctx) => {
    for (const n of [1, 2] as const) {
      if (Boolean(b[`button${n}Text`]) !== Boolean(b[`button${n}Link`])) ctx.addIssue({ code: "custom", message: `Button ${n} needs both a text and a link.` });
    }
    if (b.startDate && b.endDate && Date.parse(b.endDate) <= Date.parse(b.startDate)) ctx.addIssue({ code: "custom", message: "The end date must be after the start date." });
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

/** The plugin's snake_case body. */
export function toPluginBody(input: BannerInput) {
  return {
    title: input.title,
    subtitle: input.subtitle,
    image_url: input.imageUrl,
    video_url: input.videoUrl,
    button1_text: input.button1Text,
    button1_link: input.button1Link,
    button2_text: input.button2Text,
    button2_link: input.button2Link,
    banner_type: input.bannerType,
    is_active: input.isActive,
    start_date: input.startDate,
    end_date: input.endDate,
    priority: input.priority,
  };
}

export type BannerStatus = "live" | "scheduled" | "ended" | "inactive";

export function bannerStatus(banner: Pick<Banner, "isActive" | "startDate" | "endDate">, now = Date.now()): BannerStatus {
  if (!banner.isActive) return "inactive";
  if (banner.startDate && Date.parse(banner.startDate) > now) return "scheduled";
  if (banner.endDate && Date.parse(banner.endDate) <= now) return "ended";
  return "live";
}

/** ISO → the value of an <input type="datetime-local"> (Accra time = UTC). */
export function toLocalInput(iso: string | null): string {
  return iso ? iso.slice(0, 16) : "";
}
