import { apiError } from "./http.server";

interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
}

/** Reads a JSON (or form) body and validates it; answers a 400 `{ message }` in plain words otherwise. */
export async function parseBody<T>(request: Request, schema: SafeParser<T>): Promise<{ data: T; response?: undefined } | { response: Response; data?: undefined }> {
  let raw: unknown;
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) raw = await request.json();
    else if (type.includes("form")) raw = formToObject(await request.formData());
    else return { response: apiError(415, "Send the request as JSON (Content-Type: application/json).") };
  } catch {
    return { response: apiError(400, "The request body is not valid JSON.") };
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { response: apiError(400, "The request body must be a JSON object.") };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { response: apiError(400, parsed.error.issues[0]?.message ?? "Please check what you entered.") };
  return { data: parsed.data };
}

const BOOLEAN_FIELDS = new Set(["rememberMe", "rememberDevice", "askCodeOnNewDevice"]);

/** Form posts (no JavaScript) send strings; checkboxes arrive as "on". */
export function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    out[key] = BOOLEAN_FIELDS.has(key) ? value === "on" || value === "true" : value;
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
