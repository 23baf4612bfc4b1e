import { z } from "@medusajs/framework/zod";

/**
 * Environment settings as zod schemas (ADR 170): the pieces the Medusa app (commerce/src/config/env.ts)
 * and our plugins (their `src/lib/env.ts`) describe their variables with, and one way to report a
 * wrong value: the variable's name, the value (never a secret's), what is wrong, its default and what
 * to do. Each variable also carries what README's environment table says about it
 * (tests/env-docs.test.ts checks the table against these).
 */
export interface EnvVar {
  schema: z.ZodType;
  /** The default as README shows it. */
  default: string;
  meaning: string;
  /** Never echo the value in an error. */
  secret?: boolean;
}
export type EnvSpecs = Record<string, EnvVar>;

/** An empty value (`X=` in .env or compose) means "not set", as it always has. */
const unset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A variable: an empty value counts as unset, then `schema` parses it (give it a `.default()` or `.optional()`). */
export const envVar = <T extends z.ZodType>(schema: T, doc: Omit<EnvVar, "schema">) => ({ schema: z.preprocess(unset, schema), ...doc });

export const envText = () => z.string().trim();
export const envWholeNumber = (min: number, max: number, unit: string) =>
  envText()
    .regex(/^-?\d+$/, { error: `must be a whole number of ${unit}` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be at least ${min} ${unit}` }).max(max, { error: `must be at most ${max} ${unit}` }));
export const envFlag = () => z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true");
export const envUrl = (protocols: string[] = ["http:", "https:"]) =>
  envText().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
  );

type Shape<T extends EnvSpecs> = { [K in keyof T]: T[K]["schema"] };

/** The zod object of a set of variables. */
export function envObject<T extends EnvSpecs>(specs: T): z.ZodObject<Shape<T>> {
  return z.object(Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.schema])) as Shape<T>);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** One line per wrong variable, then what to do. */
export function describeConfigIssues(app: string, issues: readonly z.core.$ZodIssue[], env: Record<string, string | undefined>, specs: EnvSpecs): string {
  const lines = issues.map((issue) => {
    const name = String(issue.path[0] ?? "?");
    const spec = specs[name];
    const raw = env[name];
    const shown = raw === undefined || raw.trim() === "" ? " (not set)" : spec?.secret ? "=(hidden)" : `=${JSON.stringify(raw)}`;
    return `  - ${name}${shown}: ${issue.message}.${spec ? ` Default: ${spec.default}.` : ""}`;
  });
  return [
    `The ${app}'s configuration is wrong (environment variables):`,
    ...lines,
    `Fix these in the environment or in .env (README "Environment" lists every variable), or unset a variable to use its default.`,
  ].join("\n");
}

/** Parses `env` with `schema`; a ConfigError lists every wrong variable. */
export function parseEnv<S extends z.ZodType>(app: string, schema: S, specs: EnvSpecs, env: Record<string, string | undefined>): z.output<S> {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(describeConfigIssues(app, result.error.issues, env, specs));
  return result.data;
}
