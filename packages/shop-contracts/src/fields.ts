import "./zod-setup.js";
import { z } from "zod";
import { checkLink } from "./links.js";

/**
 * zod pieces for request bodies and queries that several endpoints validate the same way (moved
 * here from @glow/medusa-http with the contracts, ADR 160; it re-exports them). Each message names
 * the field with the label it is given, in words meant for people (the plugins answer them as a 400).
 */

/** A JSON body object that refuses unknown fields ("Unknown field: x") and non-objects. */
export const strictBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}` : "The request body must be a JSON object",
  });

/** An optional text of at most `max` characters: trimmed; "" and null clear it (→ null); absent stays undefined. */
export const optionalText = (label: string, max: number) =>
  z
    .union([z.string({ error: `${label} must be a text` }), z.null()], { error: `${label} must be a text` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const trimmed = value?.trim() ?? "";
      if (trimmed.length > max) {
        ctx.addIssue({ code: "custom", message: `${label} must be at most ${max} characters` });
        return z.NEVER;
      }
      return trimmed || null;
    });

/** An optional link: "" and null clear it (→ null); anything else must pass `checkLink()`. */
export const optionalLink = (label: string) =>
  z
    .union([z.string({ error: `${label} must be a text` }), z.null()], { error: `${label} must be a text` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === "") return null;
      const result = checkLink(value);
      if (!result.ok) {
        ctx.addIssue({ code: "custom", message: `${label} ${result.reason}` });
        return z.NEVER;
      }
      return result.value;
    });

/** `limit` (1–200, default 100) and `offset` (0 or more, default 0) of a list for staff screens. */
export const AdminListQuery = z.object({
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be between 1 and 200").max(200, "limit must be between 1 and 200").default(100),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0, "offset must be 0 or more").default(0),
});
export type AdminListQueryType = z.infer<typeof AdminListQuery>;
