import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The package boundaries of ADR 090 / ADR 160 are enforced by `no-restricted-imports` in
 * eslint.config.js (the lint stage of `npm test`). This runs the repo's own ESLint config on small
 * sources placed (virtually) where each rule applies, so a pattern that stops matching fails here.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("package boundaries (no-restricted-imports)", () => {
  it.each([
    ["a plugin importing another plugin", "plugins/banners/src/api/middlewares.ts", `import { requireShopAdmin } from "@glow/plugin-phone-auth/lib/http";\nexport default requireShopAdmin;\n`, /never another plugin/],
    ["a plugin reaching into another plugin's folder", "plugins/reviews/src/lib/x.ts", `import x from "../../../../plugins/phone-auth/src/lib/http";\nexport default x;\n`, /never another plugin/],
    ["the Medusa app importing plugin code", "commerce/src/scripts/x.ts", `import { hashPassword } from "@glow/plugin-phone-auth/lib/password";\nexport default hashPassword;\n`, /imports none of their code/],
    ["the storefront importing a plugin", "storefront/app/lib/x.server.ts", `import x from "@glow/plugin-reviews/lib/views";\nexport default x;\n`, /over HTTP only/],
    ["the storefront importing the Medusa app", "storefront/app/lib/x.server.ts", `import x from "../../../commerce/src/workflows/quick-add-to-cart";\nexport default x;\n`, /over HTTP only/],
    ["the storefront importing Medusa's framework", "storefront/app/lib/x.server.ts", `import { MedusaError } from "@medusajs/framework/utils";\nexport default MedusaError;\n`, /over HTTP only/],
    ["a deep import of Medusa's dist/", "commerce/src/workflows/x.ts", `import x from "@medusajs/core-flows/dist/cart/workflows/add-to-cart";\nexport default x;\n`, /under its dist/],
    ["a deep import of Remix's dist/", "storefront/app/entry.server.tsx", `import x from "@remix-run/express/dist/server.js";\nexport default x;\n`, /under its dist/],
    ["a deep import of a workspace package's dist/", "plugins/news/src/lib/x.ts", `import x from "@glow/shop-contracts/dist/cjs/news.js";\nexport default x;\n`, /under its dist/],
  ])("refuses %s", async (_name, filePath, code, message) => {
    const messages = await restrictedImports(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ["a plugin importing the shared packages", "plugins/banners/src/api/x.ts", `import { validate } from "@glow/medusa-http";\nimport { CreateBanner } from "@glow/shop-contracts";\nexport default [validate, CreateBanner];\n`],
    ["a plugin importing Medusa's public entry points", "plugins/banners/src/api/x.ts", `import { defineMiddlewares } from "@medusajs/framework/http";\nexport default defineMiddlewares;\n`],
    ["the storefront importing the contracts and Medusa's client", "storefront/app/lib/x.server.ts", `import { newsContracts } from "@glow/shop-contracts";\nimport Medusa from "@medusajs/js-sdk";\nexport default [newsContracts, Medusa];\n`],
  ])("allows %s", async (_name, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
