import { z } from "zod";

/**
 * Environment settings as zod schemas (ADR 170): the pieces the Medusa app (commerce/src/config/env.ts),
 * our plugins (their `src/lib/env.ts`) and the storefront (`app/lib/config.server.ts`) describe their
 * variables with, and one way to report a
 * wrong value: the variable's name, the value (never a secret's), what is wrong, its default and what
 * to do. Each variable also carries what docs/configuration.md's environment table says about it
 * (tests/env-docs.test.ts checks the table against these).
 */
export interface EnvVar {
  schema: z.ZodType;
  /** The default as docs/configuration.md shows it. */
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

type EnvShape<T extends EnvSpecs> = { [K in keyof T]: T[K]["schema"] };

/** The zod object of a set of variables. */
export function envObject<T extends EnvSpecs>(specs: T): z.ZodObject<EnvShape<T>> {
  return z.object(Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.schema])) as EnvShape<T>);
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
    `Fix these in the environment or in .env (docs/configuration.md "Environment" lists every variable), or unset a variable to use its default.`,
  ].join("\n");
}

/** Parses `env` with `schema`; a ConfigError lists every wrong variable. */
export function parseEnv<S extends z.ZodType>(app: string, schema: S, specs: EnvSpecs, env: Record<string, string | undefined>): z.output<S> {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(describeConfigIssues(app, result.error.issues, env, specs));
  return result.data;
}


/**
 * Shop options as zod schemas (ADR 240): what a shop may tune but an operator need not set — limits,
 * lifetimes, texts. Each has a safe default in its schema; `medusa-config.ts` passes the plugin the
 * options the shop's options file gives (`GLOW_OPTIONS_FILE`), and the plugin parses them with its
 * schema. Each option also carries what docs/configuration.md's options table says about it (tests/env-docs.test.ts
 * keeps the table in step), so it is documented once.
 */
export interface OptionSpec {
  /** With a `.default()`: an option left out takes it. */
  schema: z.ZodType;
  meaning: string;
}
export interface OptionGroup {
  group: OptionSpecs;
  meaning: string;
}
export type OptionSpecs = Record<string, OptionSpec | OptionGroup>;

export const option = <T extends z.ZodType>(schema: T, meaning: string) => ({ schema, meaning });
export const optionGroup = <T extends OptionSpecs>(group: T, meaning: string) => ({ group, meaning });

/** A whole number from `min` to `max`, `fallback` when left out. */
export const wholeNumberOption = (fallback: number, unit: string, meaning: string, { min = 1, max = 1_000_000 } = {}) =>
  option(
    z
      .number({ error: `must be a whole number of ${unit}` })
      .int({ error: `must be a whole number of ${unit}` })
      .min(min, { error: `must be at least ${min} ${unit}` })
      .max(max, { error: `must be at most ${max} ${unit}` })
      .default(fallback),
    meaning,
  );

/** A text, `fallback` when left out. */
export const textOption = (fallback: string, meaning: string) => option(z.string().trim().min(1, { error: "must not be empty" }).default(fallback), meaning);

type Shape<T extends OptionSpecs> = {
  [K in keyof T]: T[K] extends OptionGroup ? z.ZodPrefault<z.ZodObject<Shape<T[K]["group"]>, z.core.$strict>> : T[K] extends OptionSpec ? T[K]["schema"] : never;
};

const isGroup = (spec: OptionSpec | OptionGroup): spec is OptionGroup => "group" in spec;

/** The zod object of a set of options: unknown names are refused (a typo must not pass silently). */
export function optionsObject<T extends OptionSpecs>(specs: T): z.ZodObject<Shape<T>, z.core.$strict> {
  return z
    .object(Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, isGroup(spec) ? optionsObject(spec.group).prefault({}) : spec.schema])))
    .strict() as unknown as z.ZodObject<Shape<T>, z.core.$strict>;
}

/** Every option with its dotted name, default (as JSON) and meaning: docs/configuration.md's table. */
export function describeOptions(specs: OptionSpecs, prefix = ""): Array<{ name: string; default: string; meaning: string }> {
  return Object.entries(specs).flatMap(([name, spec]) =>
    isGroup(spec)
      ? describeOptions(spec.group, `${prefix}${name}.`)
      : [{ name: `${prefix}${name}`, default: JSON.stringify(spec.schema.parse(undefined)) ?? "none", meaning: spec.meaning }],
  );
}

/**
 * Parses options; a ConfigError lists every wrong one with its path and what to do. A plugin's module
 * passes `{ topLevel: "ignore-unknown" }`: Medusa adds its own keys (`database`, …) to the options
 * a module gets, and the shop's options file was already checked strictly when Medusa started.
 */
export function parseOptions<S extends z.ZodObject>(owner: string, schema: S, options: unknown, { topLevel = "strict" }: { topLevel?: "strict" | "ignore-unknown" } = {}): z.output<S> {
  const result = ((topLevel === "strict" ? schema : schema.strip()) as S).safeParse(options ?? {});
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const where = issue.path.join(".") || "(the options)";
    return `  - ${where}: ${issue.code === "unrecognized_keys" ? `unknown option${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}` : issue.message}.`;
  });
  throw new ConfigError(
    [`The ${owner}'s options are wrong:`, ...lines, `Fix them in the shop's options file (GLOW_OPTIONS_FILE; docs/configuration.md "Options" lists every option), or leave one out to use its default.`].join(
      "\n",
    ),
  );
}
