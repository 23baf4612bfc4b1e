import { z } from "@medusajs/framework/zod";
import { ConfigError } from "./env";

/**
 * Plugin options as zod schemas (ADR 240): what a shop may tune but an operator need not set — limits,
 * lifetimes, texts. Each has a safe default in its schema; `medusa-config.ts` passes the plugin the
 * options the shop's options file gives (`GLOW_OPTIONS_FILE`), and the plugin parses them with its
 * schema. Each option also carries what README's options table says about it (tests/env-docs.test.ts
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

/** Every option with its dotted name, default (as JSON) and meaning: README's table. */
export function describeOptions(specs: OptionSpecs, prefix = ""): Array<{ name: string; default: string; meaning: string }> {
  return Object.entries(specs).flatMap(([name, spec]) =>
    isGroup(spec)
      ? describeOptions(spec.group, `${prefix}${name}.`)
      : [{ name: `${prefix}${name}`, default: JSON.stringify(spec.schema.parse(undefined)), meaning: spec.meaning }],
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
    [`The ${owner}'s options are wrong:`, ...lines, `Fix them in the shop's options file (GLOW_OPTIONS_FILE; README "Options" lists every option), or leave one out to use its default.`].join(
      "\n",
    ),
  );
}
