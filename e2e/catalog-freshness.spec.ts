import { expect, test, type APIRequestContext } from "@playwright/test";
import { MedusaAdmin } from "./support/medusa-admin.ts";

/** Issue 21: a product published in the admin shows in search and its category within 5 s; unpublished, it leaves as fast. */
const WITHIN_MS = 5_000;
const RUN = Date.now().toString(36);

/** Polls the storefront page until `present` matches: the time it took, or a failed assertion after the deadline. */
async function shows(request: APIRequestContext, path: string, handle: string, present: boolean, since: number): Promise<number> {
  await expect(async () => {
    const html = await (await request.get(path)).text();
    expect(html.includes(`/products/slug/${handle}"`), `${path} ${present ? "lists" : "no longer lists"} ${handle}`).toBe(present);
  }).toPass({ timeout: Math.max(1, WITHIN_MS - (Date.now() - since)), intervals: [100] });
  return Date.now() - since;
}

test("a product published in the admin appears in search and its category within 5 s, and leaves as fast when unpublished", async ({ request }) => {
  const admin = await MedusaAdmin.signIn();
  const [{ product_categories }, { sales_channels }, { shipping_profiles }] = await Promise.all([
    admin.call<{ product_categories: Array<{ id: string }> }>("GET", "/admin/product-categories?handle=skincare&fields=id"),
    admin.call<{ sales_channels: Array<{ id: string }> }>("GET", "/admin/sales-channels?name=Default%20Sales%20Channel"),
    admin.call<{ shipping_profiles: Array<{ id: string }> }>("GET", "/admin/shipping-profiles?limit=1"),
  ]);
  const word = `Freshcheck${RUN}`;
  const handle = `freshness-${RUN}`;
  const { product } = await admin.call<{ product: { id: string } }>("POST", "/admin/products", {
    title: `${word} Shea Balm`,
    handle,
    status: "draft",
    metadata: { brand: "Glow Test" },
    categories: [{ id: product_categories[0]!.id }],
    sales_channels: [{ id: sales_channels[0]!.id }],
    ...(shipping_profiles[0] ? { shipping_profile_id: shipping_profiles[0].id } : {}),
    options: [{ title: "Size", values: ["50ml"] }],
    variants: [{ title: "50ml", options: { Size: "50ml" }, manage_inventory: false, prices: [{ amount: 45, currency_code: "ghs" }] }],
  });
  const search = `/products?q=${word}`;
  // Newest first: a new product is on the first page of its category.
  const category = "/products?category=skincare";
  try {
    // A draft is not for sale: neither listed nor found.
    expect((await (await request.get(search)).text()).includes(handle)).toBe(false);

    let since = Date.now();
    await admin.call("POST", `/admin/products/${product.id}`, { status: "published" });
    const inSearch = await shows(request, search, handle, true, since);
    const inCategory = await shows(request, category, handle, true, since);

    since = Date.now();
    await admin.call("POST", `/admin/products/${product.id}`, { status: "draft" });
    const outOfSearch = await shows(request, search, handle, false, since);
    const outOfCategory = await shows(request, category, handle, false, since);
    test.info().annotations.push({ type: "freshness", description: `published → search ${inSearch} ms, category ${inCategory} ms; unpublished → search ${outOfSearch} ms, category ${outOfCategory} ms` });
  } finally {
    await admin.call("DELETE", `/admin/products/${product.id}`);
  }
});
