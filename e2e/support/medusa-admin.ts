import { expect } from "@playwright/test";
import { freshNetwork, fromNetwork } from "./network.ts";

/**
 * Medusa's ADMIN HTTP API of the shop under test, as the staff user (admin@glow.local) — for
 * setting up what a shopper cannot do from the storefront, such as a delivered order.
 */
export const MEDUSA_URL = `http://localhost:${process.env.E2E_MEDUSA_PORT ?? 9100}`;
export const STAFF = { email: "admin@glow.local", password: "Admin#2026" };

type Json = Record<string, any>;

export class MedusaAdmin {
  private constructor(private readonly token: string) {}

  static async signIn(): Promise<MedusaAdmin> {
    // From a network of its own: staff sign-ins are limited per network too (ADR 085), and
    // e2e/abuse.spec.ts floods a network with failed ones while other workers sign staff in.
    const response = await fetch(`${MEDUSA_URL}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json", ...fromNetwork(freshNetwork()) },
      body: JSON.stringify(STAFF),
    });
    expect(response.status, "staff sign-in to the Medusa admin API").toBe(200);
    return new MedusaAdmin(((await response.json()) as { token: string }).token);
  }

  async call<T = Json>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${MEDUSA_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  async productByHandle(handle: string): Promise<{ id: string; title: string; variantId: string }> {
    const { products } = await this.call<{ products: Array<{ id: string; title: string; variants: Array<{ id: string }> }> }>(
      "GET",
      `/admin/products?handle=${encodeURIComponent(handle)}&fields=id,title,variants.id`,
    );
    const product = products[0];
    if (!product?.variants[0]) throw new Error(`No product ${handle}`);
    return { id: product.id, title: product.title, variantId: product.variants[0].id };
  }

  /**
   * A real order of the customer for one product, as staff would make it: draft order → order →
   * fulfillment of every line → marked as delivered (Medusa's fulfillment `delivered_at`).
   */
  async deliveredOrder(customer: { id: string; email: string }, variantId: string): Promise<string> {
    const [{ regions }, { sales_channels }, { stock_locations }, { shipping_options }] = await Promise.all([
      this.call<{ regions: Json[] }>("GET", "/admin/regions?name=Ghana"),
      this.call<{ sales_channels: Json[] }>("GET", "/admin/sales-channels?name=Default%20Sales%20Channel"),
      this.call<{ stock_locations: Json[] }>("GET", "/admin/stock-locations"),
      this.call<{ shipping_options: Json[] }>("GET", "/admin/shipping-options"),
    ]);
    const address = { first_name: "Ama", last_name: "Mensah", address_1: "12 Boundary Road", city: "Accra", province: "Greater Accra", country_code: "gh", phone: "0244000001" };
    const option = shipping_options[0]!;
    const { draft_order } = await this.call<{ draft_order: Json }>("POST", "/admin/draft-orders", {
      region_id: regions[0]!.id,
      sales_channel_id: sales_channels[0]!.id,
      customer_id: customer.id,
      email: customer.email,
      shipping_address: address,
      billing_address: address,
      items: [{ variant_id: variantId, quantity: 1 }],
      shipping_methods: [{ name: option.name, shipping_option_id: option.id, amount: 0 }],
    });
    const { order } = await this.call<{ order: Json }>("POST", `/admin/draft-orders/${draft_order.id}/convert-to-order`, {});
    const { order: full } = await this.call<{ order: Json }>("GET", `/admin/orders/${order.id}?fields=id,items.id`);
    const { order: fulfilled } = await this.call<{ order: Json }>("POST", `/admin/orders/${order.id}/fulfillments?fields=id,fulfillments.id`, {
      items: full.items.map((item: Json) => ({ id: item.id, quantity: 1 })),
      location_id: stock_locations[0]!.id,
    });
    const fulfillmentId = fulfilled.fulfillments.at(-1).id as string;
    await this.call("POST", `/admin/orders/${order.id}/fulfillments/${fulfillmentId}/mark-as-delivered`, {});
    return order.id as string;
  }

  /** Puts a customer into the storefront's shop admins (the phone-auth plugin's customer group, default "Shop admins"). */
  async makeShopAdmin(customerId: string, group = "Shop admins"): Promise<void> {
    const { customer_groups } = await this.call<{ customer_groups: Array<{ id: string; name: string }> }>("GET", `/admin/customer-groups?name=${encodeURIComponent(group)}&fields=id,name`);
    const found = customer_groups.find((g) => g.name === group);
    if (!found) throw new Error(`No customer group ${group}`);
    await this.call("POST", `/admin/customer-groups/${found.id}/customers`, { add: [customerId] });
  }

  /** Deletes the customer's earlier reviews of a product (so the test can run again on the same data). */
  async deleteReviewsOf(customerId: string, productId: string): Promise<void> {
    const { reviews } = await this.call<{ reviews: Array<{ id: string; customer: { id: string } | null }> }>(
      "GET",
      `/admin/reviews?status=all&limit=100&product_id=${encodeURIComponent(productId)}`,
    );
    for (const review of reviews.filter((r) => r.customer?.id === customerId)) await this.call("DELETE", `/admin/reviews/${review.id}`);
  }
}
