import { configureCoercion } from "@conform-to/zod/v4/future";
import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { apiError } from "./http.server";

/**
 * Form posts (no JavaScript) send strings; each schema says what its fields are and
 * `@conform-to/zod` coerces by the schema's types: a `z.boolean()` checkbox arrives as "on" (or
 * "true" from a hidden field) and reads true, anything else false; a `z.number()` field reads as a
 * number. Empty strings stay "" (not undefined), so each schema's own "required" messages answer,
 * and an empty number field is left to the schema (`z.coerce.number()` reads it as 0, as before).
 */
const { coerceFormValue } = configureCoercion({
  stripEmptyString: (value) => value,
  type: {
    boolean: (text) => text === "on" || text === "true",
    number: (text) => {
      if (text.trim() === "") throw new Error("empty: left to the schema");
      return Number(text);
    },
  },
});

/** Validates a posted form against `schema`, coercing its strings by the schema's field types. */
export function parseForm<S extends $ZodType>(form: FormData, schema: S): ReturnType<typeof safeParse<S>> {
  return safeParse(coerceFormValue(schema), formToObject(form)) as ReturnType<typeof safeParse<S>>;
}

/** Reads a JSON (or form) body and validates it; answers a 400 `{ message }` in plain words otherwise. */
export async function parseBody<S extends $ZodType>(request: Request, schema: S): Promise<{ data: output<S>; response?: undefined } | { response: Response; data?: undefined }> {
  let raw: unknown;
  let fromForm = false;
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) raw = await request.json();
    else if (type.includes("form")) {
      raw = formToObject(await request.formData());
      fromForm = true;
    }
    else return { response: apiError(415, "Send the request as JSON (Content-Type: application/json).") };
  } catch {
    return { response: apiError(400, "The request body is not valid JSON.") };
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { response: apiError(400, "The request body must be a JSON object.") };
  const parsed = fromForm ? safeParse(coerceFormValue(schema), raw) : safeParse(schema, raw);
  if (!parsed.success) return { response: apiError(400, parsed.error.issues[0]?.message ?? "Please check what you entered.") };
  return { data: parsed.data };
}

/** A posted form's text fields as strings (the last value of a repeated name); files are ignored. */
export function formToObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    out[key] = value;
  }
  return out;
}

/** Only POST (or the given methods) reach an action. */
export function methodNotAllowed(allowed: string[]): Response {
  return new Response(JSON.stringify({ message: `Use ${allowed.join(" or ")} for this address.` }), {
    status: 405,
    headers: { "Content-Type": "application/json", Allow: allowed.join(", ") },
  });
}
