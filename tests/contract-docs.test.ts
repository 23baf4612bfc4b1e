import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contracts from "@glow/shop-contracts";
import type { Contract } from "@glow/shop-contracts";

/**
 * docs/contracts.md is generated from the zod contracts of @glow/shop-contracts (ADR 160), so the
 * endpoints' documented shapes cannot drift from what the plugins validate and the storefront
 * parses (issue 33: "contract docs generated from the zod contracts"). After changing a contract:
 * `UPDATE_CONTRACT_DOCS=1 node_modules/.bin/vitest run tests/contract-docs.test.ts`.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const docPath = path.join(repoRoot, "docs", "contracts.md");

const isContract = (value: unknown): value is Contract =>
  typeof value === "object" && value !== null && typeof (value as Contract).path === "string" && typeof (value as Contract).method === "string" && "response" in value;

/** Every contract, grouped by the export that holds it (`newsContracts`, or a single `catalogContract`). */
function contractGroups(): Array<{ group: string; entries: Array<[string, Contract]> }> {
  const groups: Array<{ group: string; entries: Array<[string, Contract]> }> = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (isContract(value)) groups.push({ group: name, entries: [[name, value]] });
    else if (name.endsWith("Contracts") && typeof value === "object" && value !== null) {
      const entries = Object.entries(value).filter((entry): entry is [string, Contract] => isContract(entry[1]));
      if (entries.length > 0) groups.push({ group: name, entries });
    }
  }
  return groups.sort((a, b) => a.group.localeCompare(b.group));
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
};

/** A compact, TypeScript-like rendering of a JSON schema, two levels of objects deep. */
function render(schema: JsonSchema, depth = 0): string {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => render(s, depth)))].join(" \\| ");
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" \\| ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(" \\| ") : schema.type;
  switch (type) {
    case "object": {
      if (!schema.properties || Object.keys(schema.properties).length === 0) {
        return typeof schema.additionalProperties === "object" ? `{ [key]: ${render(schema.additionalProperties, depth + 1)} }` : "{}";
      }
      if (depth >= 2) return "{ … }";
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties).map(([key, value]) => `${key}${required.has(key) ? "" : "?"}: ${render(value, depth + 1)}`);
      return `{ ${fields.join(", ")} }`;
    }
    case "array": {
      const item = render(schema.items ?? {}, depth);
      return item.includes(" ") && !item.startsWith("{") ? `(${item})[]` : `${item}[]`;
    }
    case "string":
      return schema.format ? `string (${schema.format})` : "string";
    case "integer":
    case "number":
      return "number";
    case undefined:
      return "any";
    default:
      return type;
  }
}

function shapeOf(schema: z.ZodType | undefined, io: "input" | "output"): string {
  if (!schema) return "–";
  return render(z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline", cycles: "ref" }) as JsonSchema);
}

function generated(): string {
  const lines = [
    "# Endpoint contracts",
    "",
    "<!-- Generated from @glow/shop-contracts by tests/contract-docs.test.ts: do not edit by hand. -->",
    "",
    "Every endpoint the storefront and the Medusa admin pages call on our plugins and the commerce app,",
    "as the zod contracts in `packages/shop-contracts/src` define it ([ADR 160](decisions/160-endpoint-contracts-one-zod-package-only-imports.md)):",
    "the plugin validates the request with the same schemas and the storefront parses the answer with",
    "them. `?` marks an optional field; errors are `{ message }` in plain words (plus `code`,",
    "`retryAfter`… where a route adds them). Regenerate with",
    "`UPDATE_CONTRACT_DOCS=1 node_modules/.bin/vitest run tests/contract-docs.test.ts`.",
  ];
  for (const { group, entries } of contractGroups()) {
    lines.push("", `## \`${group}\``, "", "| Name | Method and path | Request | Answer |", "|---|---|---|---|");
    for (const [name, contract] of entries) {
      const request = [
        contract.params ? `params ${shapeOf(contract.params, "input")}` : "",
        contract.query ? `query ${shapeOf(contract.query, "input")}` : "",
        contract.body ? `body ${shapeOf(contract.body, "input")}` : "",
      ]
        .filter(Boolean)
        .join("<br>");
      const short = name.includes(".") ? name.slice(name.indexOf(".") + 1) : name;
      lines.push(`| \`${short}\` | \`${contract.method} ${contract.path}\` | ${request || "–"} | ${shapeOf(contract.response, "output")} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}

describe("docs/contracts.md", () => {
  it("is generated from the zod contracts (UPDATE_CONTRACT_DOCS=1 regenerates it)", () => {
    const wanted = generated();
    if (process.env.UPDATE_CONTRACT_DOCS === "1") {
      fs.writeFileSync(docPath, wanted);
      return;
    }
    const current = fs.existsSync(docPath) ? fs.readFileSync(docPath, "utf8") : "";
    expect(current, "docs/contracts.md is out of date: run UPDATE_CONTRACT_DOCS=1 node_modules/.bin/vitest run tests/contract-docs.test.ts").toBe(wanted);
  });

  it("lists every endpoint with its request and answer", () => {
    const doc = generated();
    expect(doc).toContain("`POST /store/phone-auth/registration/code`");
    expect(doc).toMatch(/\| `POST \/store\/phone-auth\/registration\/code` \| body \{ phone: string/);
  });
});
