import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as contracts from "./index.js";
import { checkDateWindow, CreateConsultationSchema } from "./consultations.js";
import { contractPath, contractQuery, type Contract } from "./contract.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Every endpoint contract exported by the package (single ones and groups such as `newsContracts`). */
function allContracts(): Array<[string, Contract]> {
  const found: Array<[string, Contract]> = [];
  const isContract = (value: unknown): value is Contract =>
    typeof value === "object" && value !== null && typeof (value as Contract).path === "string" && typeof (value as Contract).method === "string" && "response" in value;
  for (const [name, value] of Object.entries(contracts)) {
    if (isContract(value)) found.push([name, value]);
    else if (name.endsWith("Contracts") && typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) if (isContract(inner)) found.push([`${name}.${key}`, inner]);
    }
  }
  return found;
}

describe("endpoint contracts", () => {
  const all = allContracts();

  it("cover the plugins' endpoints", () => {
    expect(all.length).toBeGreaterThan(40);
  });

  // A contract whose path or method has no route would type-check and fail only at run time.
  it.each(all)("%s names a route a plugin defines", (_name, contract) => {
    const dir = contract.path.replace(/^\//, "").replace(/:([A-Za-z_]+)/g, "[$1]");
    const routes = fs
      .readdirSync(path.join(repoRoot, "plugins"))
      .map((plugin) => path.join(repoRoot, "plugins", plugin, "src", "api", dir, "route.ts"))
      .filter((file) => fs.existsSync(file));
    expect(routes, `no plugins/*/src/api/${dir}/route.ts`).toHaveLength(1);
    expect(fs.readFileSync(routes[0]!, "utf8")).toMatch(new RegExp(`export (const|async function|function) ${contract.method}\\b`));
  });

  it("fill in path parameters, encoded, and refuse a missing one", () => {
    expect(contractPath(contracts.newsContracts.retrieve, { slug: "a b/c" })).toBe("/store/news/a%20b%2Fc");
    expect(() => contractPath(contracts.newsContracts.retrieve, {})).toThrow(/missing path parameter "slug"/);
    expect(contractQuery({ limit: 20, featured: "true", category: undefined, product_ids: ["a", "b"] })).toBe("?limit=20&featured=true&product_ids=a%2Cb");
    expect(contractQuery({})).toBe("");
  });
});

describe("consultation rules (one copy for the plugin and the form)", () => {
  const inTenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const booking = { name: "Abena Owusu", phone: "0244123456", preferred_date: inTenDays, preferred_time: "10:30", contact_method: "whatsapp", concern: "Dark spots after the Harmattan season" };
  const messages = (input: unknown) => {
    const result = CreateConsultationSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts a phone number typed with spaces or dashes, and stores it without them", () => {
    expect(CreateConsultationSchema.parse({ ...booking, phone: " 024 412-3456 " }).phone).toBe("0244123456");
  });

  it("defaults a missing contact method to phone and refuses an unknown one in plain words", () => {
    const { contact_method: _omitted, ...withoutMethod } = booking;
    expect(CreateConsultationSchema.parse(withoutMethod).contact_method).toBe("phone");
    expect(messages({ ...booking, contact_method: "carrier pigeon" })).toEqual(["Please choose how we should meet"]);
  });

  it("trims the name and concern before counting", () => {
    expect(messages({ ...booking, name: "  A  ", concern: "   short    " })).toEqual(["Please enter your name", "Please tell us a little more (at least 10 characters)"]);
  });

  it("keeps the date within today and the next 90 days", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(checkDateWindow("2026-11-25", now)).toBe("Please choose today or a later date");
    expect(checkDateWindow("2026-11-26", now)).toBeNull();
    expect(checkDateWindow("2027-02-24", now)).toBeNull();
    expect(checkDateWindow("2027-02-25", now)).toBe("Please choose a date within the next 90 days");
    expect(messages({ ...booking, preferred_date: "2020-01-01" })).toEqual(["Please choose today or a later date"]);
  });
});
