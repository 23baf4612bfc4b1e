import "./zod-setup.js";
import { z } from "zod";

/**
 * One endpoint as both sides agree on it (ADR 160): its method, its path (Medusa's `:name`
 * parameters), the zod schemas of what it accepts (path parameters, query, JSON body) and of what
 * it answers on success. The plugin validates requests with the request schemas; the storefront
 * parses answers with `response` through one typed client (storefront/app/lib/medusa/contract-client.server.ts).
 */
export type HttpMethod = "GET" | "POST" | "DELETE";

export interface Contract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

/** Keeps the literal types of a contract (method, path, schemas) for the typed client. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: the parameters, query and body the contract declares (as the caller writes them, before the plugin's transforms). */
export type ContractInput<C extends Contract> = ([C["params"]] extends [z.ZodType] ? { params: InputOf<C["params"]> } : { params?: undefined }) &
  ([C["query"]] extends [z.ZodType] ? { query?: InputOf<C["query"]> } : { query?: undefined }) &
  ([C["body"]] extends [z.ZodType] ? { body: InputOf<C["body"]> } : { body?: undefined });

/** What the endpoint answers on success, as parsed by `response`. */
export type ContractOutput<C extends Contract> = z.output<C["response"]>;

/** The path with its `:name` parameters filled in (each URL-encoded). An unknown or missing parameter throws: a programming error. */
export function contractPath(contract: Contract, params: Record<string, unknown> | undefined): string {
  return contract.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== "string" || value === "") throw new Error(`${contract.method} ${contract.path}: missing path parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

/** The query string of a call (`?a=1&b=x`, or ""), leaving out undefined values; arrays are comma-joined. */
export function contractQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * Every error answer of our routes: `{ message }` in plain words, plus fields some routes add
 * (retryAfter, code, autoLogout, availableStock…), kept as they came.
 */
export const ErrorJsonSchema = z.looseObject({ message: z.string().optional() });
export type ErrorJson = z.infer<typeof ErrorJsonSchema>;

/** `{ id, object, deleted: true }`, the answer of our DELETE routes (Medusa's convention). */
export const DeletedJsonSchema = <O extends string>(object: O) => z.object({ id: z.string(), object: z.literal(object), deleted: z.literal(true) });

/** The paging fields of every list answer (admin lists, the catalog). */
export const PageJsonShape = { count: z.number().int(), limit: z.number().int(), offset: z.number().int() };
