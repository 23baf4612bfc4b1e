import type { RemoteQueryFunction } from "@medusajs/framework/types";
import { describe, expect, it, vi } from "vitest";
import { EventProductLookup } from "./product-index-events";

describe("EventProductLookup", () => {
  it("names a product event's own ids without a query", async () => {
    const graph = vi.fn();
    const lookup = new EventProductLookup(() => ({ graph }) as unknown as RemoteQueryFunction);
    expect(await lookup.productIds({ name: "product.updated", data: { id: "prod_1" } })).toEqual(["prod_1"]);
    expect(await lookup.productIds({ name: "product.created", data: [{ id: "prod_1" }, { id: "prod_2" }] })).toEqual(["prod_1", "prod_2"]);
    expect(graph).not.toHaveBeenCalled();
  });

  it("looks the records of concurrent events up together, one query per entity", async () => {
    const rows: Record<string, Array<Record<string, unknown>>> = {
      product_variant: [
        { id: "variant_1", product_id: "prod_1" },
        { id: "variant_2", product_id: "prod_1" },
        { id: "variant_3", product_id: "prod_2" },
      ],
      price: [{ id: "price_1", price_set: { variant: { product_id: "prod_2" } } }],
    };
    const graph = vi.fn(async ({ entity, filters }: { entity: string; filters: { id: string[] } }) => ({
      data: rows[entity]!.filter((row) => filters.id.includes(row.id as string)),
    }));
    const lookup = new EventProductLookup(() => ({ graph }) as unknown as RemoteQueryFunction, { windowMs: 5, maxBatch: 100 });
    const found = await Promise.all([
      lookup.productIds({ name: "product-variant.created", data: { id: "variant_1" } }),
      lookup.productIds({ name: "product-variant.created", data: { id: "variant_2" } }),
      lookup.productIds({ name: "product-variant.created", data: { id: ["variant_3", "variant_gone"] } }),
      lookup.productIds({ name: "pricing.price.created", data: { id: "price_1" } }),
      lookup.productIds({ name: "cart.updated", data: { id: "cart_1" } }),
    ]);
    expect(found).toEqual([["prod_1"], ["prod_1"], ["prod_2"], ["prod_2"], []]);
    expect(graph).toHaveBeenCalledTimes(2);
    expect(graph).toHaveBeenCalledWith(expect.objectContaining({ entity: "product_variant", filters: { id: ["variant_1", "variant_2", "variant_3", "variant_gone"] }, withDeleted: true }));
  });
});
