import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeOptions } from "../packages/shop-contracts/src/settings.ts";
import { COMMERCE_ENV, MEDUSA_APP_ENV } from "../commerce/src/config/env.ts";
import { SHOP_OPTIONS } from "../commerce/src/config/options.ts";
import { PAYMENTS_ENV } from "../plugins/payments/src/lib/env.ts";
import { PHONE_AUTH_ENV } from "../plugins/phone-auth/src/lib/env.ts";
import { LAUNCHER_ENV } from "../scripts/lib/launcher-env.ts";
import { STOREFRONT_ENV } from "../storefront/app/lib/config.server.ts";
import { SHARED_ENV } from "../packages/shop-contracts/src/shared-env.ts";

/**
 * The environment tables of docs/configuration.md are generated from the apps' configuration schemas (ADR 170), and
 * everything else that names variables names only real ones. After changing a schema, regenerate:
 * `UPDATE_ENV_DOCS=1 node_modules/.bin/vitest run tests/env-docs.test.ts`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The generated tables live in docs/configuration.md (README links there). */
const readmePath = path.join(root, "docs", "configuration.md");
/** Links in the schemas' meanings are written from the repo root; the page is in docs/. */
const fromDocs = (text: string) => text.replace(/\]\(docs\//g, "](");
const BEGIN = "<!-- env-tables:begin -->";
const END = "<!-- env-tables:end -->";

type Doc = { default: string; meaning: string };
const SOURCES: Array<{ title: string; file: string; specs: Record<string, Doc> }> = [
  { title: "Both apps", file: "packages/shop-contracts/src/shared-env.ts", specs: SHARED_ENV },
  { title: "Storefront", file: "storefront/app/lib/config.server.ts", specs: STOREFRONT_ENV },
  { title: "Medusa app", file: "commerce/src/config/env.ts", specs: COMMERCE_ENV },
  { title: "Medusa: phone sign-in and SMS (`plugins/phone-auth`)", file: "plugins/phone-auth/src/lib/env.ts", specs: PHONE_AUTH_ENV },
  { title: "Medusa: payments (`plugins/payments`)", file: "plugins/payments/src/lib/env.ts", specs: PAYMENTS_ENV },
  { title: "`npm start` itself", file: "scripts/lib/launcher-env.ts", specs: LAUNCHER_ENV },
];
const OPTIONS_BEGIN = "<!-- options-table:begin -->";
const OPTIONS_END = "<!-- options-table:end -->";
const ALL = new Set(SOURCES.flatMap((s) => Object.keys(s.specs)));

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function generated(): string {
  const parts = SOURCES.map(({ title, file, specs }) =>
    [
      `#### ${title} — \`${file}\``,
      "",
      "| Variable | Default | Meaning |",
      "|---|---|---|",
      ...Object.entries(specs).map(([name, doc]) => `| \`${name}\` | ${cell(doc.default)} | ${fromDocs(cell(doc.meaning))} |`),
    ].join("\n"),
  );
  return [BEGIN, "", parts.join("\n\n"), "", END].join("\n");
}

/** docs/configuration.md's options table (ADR 240): every option of the shop's options file, from the schemas. */
function generatedOptions(): string {
  const rows = describeOptions(SHOP_OPTIONS).map((row) => `| \`${row.name}\` | \`${cell(row.default)}\` | ${fromDocs(cell(row.meaning))} |`);
  return [OPTIONS_BEGIN, "", "| Option | Default | Meaning |", "|---|---|---|", ...rows, "", OPTIONS_END].join("\n");
}

/** The part of `text` from `begin` to `end`, or "" without both. */
function section(text: string, begin: string, end: string): string {
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  return start >= 0 && stop > start ? text.slice(start, stop + end.length) : "";
}

/** Variable names in the first cell of the docs' tables (`NAME`, `A`, `B`, `PREFIX_*`). */
function tableVariables(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*\*?)`/g)].map((m) => m[1]!));
}

const known = (name: string) => (name.endsWith("*") ? [...ALL].some((n) => n.startsWith(name.slice(0, -1))) : ALL.has(name));

describe("docs/configuration.md's environment tables (ADR 170)", () => {
  it("are generated from the schemas: every variable with its default and meaning, every option too", () => {
    let readme = fs.readFileSync(readmePath, "utf8");
    const tables = [
      { current: section(readme, BEGIN, END), wanted: generated() },
      { current: section(readme, OPTIONS_BEGIN, OPTIONS_END), wanted: generatedOptions() },
    ];
    if (process.env.UPDATE_ENV_DOCS === "1") {
      for (const { current, wanted } of tables) if (current) readme = readme.replace(current, wanted);
      fs.writeFileSync(readmePath, readme);
      return;
    }
    for (const { current, wanted } of tables) {
      expect(current, "docs/configuration.md's environment or options table is out of date: run UPDATE_ENV_DOCS=1 node_modules/.bin/vitest run tests/env-docs.test.ts").toBe(wanted);
    }
  });

  it("name only variables a schema defines, in README, docs/configuration.md and docs/production.md", () => {
    const pages = ["README.md", "docs/configuration.md", "docs/production.md"].map((page) => fs.readFileSync(path.join(root, page), "utf8"));
    const unknown = pages.flatMap((page) => tableVariables(page)).filter((name) => !known(name));
    expect(unknown).toEqual([]);
  });

  it("each variable is in one schema: the shared one, an app's or a plugin's (a composed schema would silently pick one)", () => {
    const names = SOURCES.flatMap((source) => Object.keys(source.specs));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const own = Object.keys(COMMERCE_ENV);
    const plugins = [PHONE_AUTH_ENV, PAYMENTS_ENV].flatMap((specs) => Object.keys(specs));
    expect(Object.keys(MEDUSA_APP_ENV).length).toBe(Object.keys(SHARED_ENV).length + own.length + plugins.length);
  });

  it("an operator may set at most 35 variables (issue 33)", () => {
    expect(ALL.size).toBeLessThanOrEqual(35);
  });
});

describe(".env.example", () => {
  const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
  const named = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);

  it("names only variables a schema defines", () => {
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !ALL.has(name))).toEqual([]);
  });

  it("names every variable of every schema (NODE_ENV aside: the launcher and the image set it)", () => {
    expect([...ALL].filter((name) => name !== "NODE_ENV" && !named.includes(name))).toEqual([]);
  });
});
