/// <reference types="node" />
/**
 * Reading the shop's options file (`GLOW_OPTIONS_FILE`, ADR 240) — Node only, so it is its own entry
 * (`@glow/shop-contracts/options-file`) and never reaches the storefront's browser code. Medusa and the
 * storefront both read the file through this; each checks the sections it owns with their schemas.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError } from "./settings.js";

/**
 * The repository's root (the folder holding `commerce/` and `.env.example`), from wherever an app runs
 * (`commerce/`, `commerce/.medusa/server`, `storefront/`); `start` itself outside a checkout (an image).
 */
export function findRepoRoot(start: string): string {
  let here = start;
  while (here !== path.dirname(here)) {
    if (fs.existsSync(path.join(here, ".env.example")) && fs.existsSync(path.join(here, "commerce"))) return here;
    here = path.dirname(here);
  }
  return start;
}

/**
 * The text of each options file this process has read, by absolute path. A process reads its file
 * once: Medusa's config and its modules (shopOptions()) both ask for it, and the file does not change
 * under a running process (a change takes a restart, as for the environment).
 */
const readTexts = new Map<string, string>();

/**
 * The parsed JSON of the options file `file` names (relative to `repoRoot`), or `{}` without one. A
 * missing file or bad JSON throws a ConfigError naming it and what to do. Each call parses afresh, so
 * no caller sees another's object.
 */
export function readOptionsFile(file: string | undefined, repoRoot: string): { where: string | undefined; raw: unknown } {
  if (!file?.trim()) return { where: undefined, raw: {} };
  const where = path.resolve(repoRoot, file.trim());
  try {
    let text = readTexts.get(where);
    if (text === undefined) {
      text = fs.readFileSync(where, "utf8");
      readTexts.set(where, text);
    }
    return { where, raw: JSON.parse(text) };
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : `it is not JSON (${(error as Error).message})`;
    throw new ConfigError(`GLOW_OPTIONS_FILE names ${where}, but ${why}. Fix the file or unset GLOW_OPTIONS_FILE to use the defaults.`);
  }
}
