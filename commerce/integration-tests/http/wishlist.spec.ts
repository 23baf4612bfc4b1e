import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { answer, seededShopRequests } from "../support/shop";
import { poll } from "../support/poll";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { registerShopper as register } from "../support/shoppers";

jest.setTimeout(240_000);

/**
 * The wishlist plugin (plugins/wishlist) against a real Medusa and Postgres: the store API of the
 * signed-in customer, its errors, idempotency under parallel requests, the module links, products
 * deleted from the catalog and the admin's demand count.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store, admin } = seededShopRequests(api, getContainer);
    let ama = ""; // customer tokens
    let kofi = "";
    let amaCustomerId = "";
    const products: Array<{ id: string; title: string; handle: string; thumbnail: string | null }> = [];


    const wishlistModule = () => getContainer().resolve("wishlist") as any;
    const idsIn = (data: any): string[] => data.wishlist.items.map((item: any) => item.product_id);

    let phoneCounter = 0;
    /**
     * A signed-in customer's Medusa token, obtained the way the storefront gets it: a phone-auth account
     * (registration proof issued directly, no SMS) → session → `GET /store/phone-auth/session` → JWT.
     */
    async function customerToken(email: string, firstName: string): Promise<string> {
      phoneCounter += 1;
      const shopper = { phone: `0209${String(phoneCounter).padStart(6, "0")}`, firstName, email, password: "Wish#list-2026", device: `wishlisttest${phoneCounter}`, ip: `10.20.0.${phoneCounter}` };
      const { token, customerId } = await register(api, getContainer(), shop.publishableKey, shopper);
      if (email.startsWith("ama")) amaCustomerId = customerId;
      return token;
    }

    beforeAll(async () => {
      ama = await customerToken("ama.wishlist@example.com", "Ama");
      kofi = await customerToken("kofi.wishlist@example.com", "Kofi");
      const { data } = await api.get("/store/products?limit=6&order=handle&fields=id,title,handle,thumbnail", store());
      products.push(...data.products);
      expect(products.length).toBe(6);
    });

    describe("signed out", () => {
      it("answers 401 on every wishlist route", async () => {
        const productId = products[0]!.id;
        for (const response of [
          await answer(api.get("/store/wishlist", store())),
          await answer(api.post("/store/wishlist/items", { product_id: productId }, store())),
          await answer(api.delete(`/store/wishlist/items/${productId}`, store())),
          await answer(api.get("/store/wishlist", store("not-a-jwt"))),
          // A staff token is not a customer token.
          await answer(api.get("/store/wishlist", store(shop.staffToken))),
        ]) {
          expect(response.status).toBe(401);
          expect(response.data.message).toEqual(expect.any(String));
        }
      });
    });

    // Note: the runner restores the database to its post-beforeAll snapshot before every test,
    // so each test builds the wishlist state it needs.
    const add = (token: string, productId: string) => api.post("/store/wishlist/items", { product_id: productId }, store(token));

    describe("a signed-in customer", () => {
      it("adds products, reads them back newest first, idempotently, apart from other customers", async () => {
        const empty = await api.get("/store/wishlist", store(ama));
        expect(empty.status).toBe(200);
        expect(empty.data).toEqual({ wishlist: { items: [] } });

        const product = products[0]!;
        const added = await add(ama, product.id);
        expect(added.status).toBe(200);
        expect(added.data).toEqual({
          wishlist: {
            items: [
              {
                product_id: product.id,
                created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
                product: { id: product.id, title: product.title, handle: product.handle, thumbnail: product.thumbnail },
              },
            ],
          },
        });
        expect((await api.get("/store/wishlist", store(ama))).data).toEqual(added.data);

        // Adding the same product again changes nothing (same item, same created_at).
        const again = await add(ama, product.id);
        expect(again.status).toBe(200);
        expect(again.data).toEqual(added.data);

        const second = await add(ama, products[2]!.id);
        expect(idsIn(second.data)).toEqual([products[2]!.id, product.id]);
        expect((await api.get("/store/wishlist", store(kofi))).data).toEqual({ wishlist: { items: [] } });
      });

      it("keeps one item when the same product is added in parallel (two tabs, a fresh wishlist)", async () => {
        // Kofi has no wishlist yet: the parallel requests also race to create it.
        const productId = products[1]!.id;
        const responses = await Promise.all(Array.from({ length: 6 }, () => answer(add(kofi, productId))));
        expect(responses.map((r: any) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
        const { data } = await api.get("/store/wishlist", store(kofi));
        expect(idsIn(data)).toEqual([productId]);
        expect(await wishlistModule().listWishlists({})).toHaveLength(1);
        expect(await wishlistModule().listWishlistItems({})).toHaveLength(1);
      });

      it("removes a product, idempotently, and can add it again", async () => {
        await add(ama, products[0]!.id);
        await add(ama, products[2]!.id);
        await add(kofi, products[1]!.id);
        const productId = products[2]!.id;

        const removed = await api.delete(`/store/wishlist/items/${productId}`, store(ama));
        expect(removed.status).toBe(200);
        expect(idsIn(removed.data)).toEqual([products[0]!.id]);

        const again = await api.delete(`/store/wishlist/items/${productId}`, store(ama));
        expect(again.status).toBe(200);
        expect(again.data).toEqual(removed.data);

        // Removing a product Kofi never wished for leaves his wishlist alone (and Ama's too).
        const notThere = await api.delete(`/store/wishlist/items/${products[0]!.id}`, store(kofi));
        expect(idsIn(notThere.data)).toEqual([products[1]!.id]);
        expect(idsIn((await api.get("/store/wishlist", store(ama))).data)).toEqual([products[0]!.id]);

        // A customer without any wishlist can remove too.
        const fresh = await customerToken("esi.wishlist@example.com", "Esi");
        const none = await api.delete(`/store/wishlist/items/${productId}`, store(fresh));
        expect(none.data).toEqual({ wishlist: { items: [] } });

        const readded = await add(ama, productId);
        expect(idsIn(readded.data)).toEqual([productId, products[0]!.id]);
      });
    });

    describe("the add workflow", () => {
      it("undoes the wishlist it created when adding the item fails (compensation)", async () => {
        const knex = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION) as any;
        // Make every insert into wishlist_item fail, after the workflow has created Kofi's wishlist.
        await knex.raw(`ALTER TABLE wishlist_item ADD CONSTRAINT glow_test_refuse_inserts CHECK (false) NOT VALID`);
        try {
          const failed = await answer(add(kofi, products[1]!.id));
          expect(failed.status).toBeGreaterThanOrEqual(500);
          expect(failed.data.message).toEqual(expect.any(String));
          expect(await wishlistModule().listWishlists({})).toEqual([]);
        } finally {
          await knex.raw(`ALTER TABLE wishlist_item DROP CONSTRAINT glow_test_refuse_inserts`);
        }
        // Nothing half-done stays behind: the next add works normally.
        expect(idsIn((await add(kofi, products[1]!.id)).data)).toEqual([products[1]!.id]);
      });
    });

    describe("products a shopper cannot see", () => {
      it("answer 404 {message}: unknown, draft, or not sold in the storefront's sales channel", async () => {
        await add(ama, products[0]!.id);
        const productModule = getContainer().resolve(Modules.PRODUCT);
        const [draft, elsewhere] = await productModule.createProducts([
          { title: "Unreleased shea butter", handle: "unreleased-shea-butter", status: "draft" },
          { title: "Wholesale-only black soap", handle: "wholesale-only-black-soap", status: "published" },
        ]);
        for (const productId of ["prod_01DOESNOTEXIST", draft!.id, elsewhere!.id]) {
          const response = await answer(add(ama, productId));
          expect(response.status).toBe(404);
          expect(response.data.message).toBe(`Product ${productId} was not found.`);
        }
        const { data } = await api.get("/store/wishlist", store(ama));
        expect(idsIn(data)).toEqual([products[0]!.id]);
      });
    });

    describe("bad input", () => {
      it("answers 400 {message} in plain words, never 500", async () => {
        const cases: Array<[unknown, string]> = [
          [{}, "Invalid request: product_id is required"],
          [{ product_id: 42 }, "Invalid request: product_id must be a text"],
          [{ product_id: null }, "Invalid request: product_id must be a text"],
          [{ product_id: "  " }, "Invalid request: product_id must not be empty"],
          [{ product_id: "prod 1; drop table" }, "Invalid request: product_id must be a product id such as prod_01H…"],
          [{ product_id: "p".repeat(5000) }, "Invalid request: product_id is too long"],
          [{ product_id: "prod_1", quantity: 2 }, "Invalid request: Unknown field: quantity"],
          [[products[0]!.id], "Invalid request: The request body must be a JSON object"],
        ];
        for (const [body, message] of cases) {
          const response = await answer(api.post("/store/wishlist/items", body, store(ama)));
          expect({ body, status: response.status, message: response.data.message }).toEqual({ body, status: 400, message });
        }

        const broken = await answer(
          api.post("/store/wishlist/items", '{"product_id":', { headers: { ...store(ama).headers, "content-type": "application/json" } }),
        );
        expect(broken.status).toBe(400);
        expect(broken.data.message).toEqual(expect.any(String));

        const path = await answer(api.delete(`/store/wishlist/items/${encodeURIComponent("prod 1'--")}`, store(ama)));
        expect(path.status).toBe(400);
        expect(path.data.message).toBe("Invalid request: product_id must be a product id such as prod_01H…");

        // Nothing was added along the way.
        expect((await api.get("/store/wishlist", store(ama))).data).toEqual({ wishlist: { items: [] } });
      });
    });

    describe("module links", () => {
      it("resolve a wishlist's customer and its items' products through Query", async () => {
        await add(ama, products[0]!.id);
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY);
        const { data } = await query.graph({
          entity: "wishlist",
          fields: ["id", "customer.email", "items.product.handle"],
          filters: { customer_id: amaCustomerId },
        });
        expect(data).toHaveLength(1);
        expect(data[0]!.customer).toMatchObject({ email: "ama.wishlist@example.com" });
        expect(data[0]!.items!.map((item: any) => item.product.handle)).toEqual([products[0]!.handle]);
      });
    });

    describe("staff", () => {
      it("see how many customers wish for a product; only staff, only real products", async () => {
        await add(ama, products[1]!.id);
        await add(kofi, products[1]!.id);
        await add(kofi, products[1]!.id);
        const two = await api.get(`/admin/products/${products[1]!.id}/wishlist-count`, admin());
        expect(two.status).toBe(200);
        expect(two.data).toEqual({ product_id: products[1]!.id, count: 2 });
        const none = await api.get(`/admin/products/${products[5]!.id}/wishlist-count`, admin());
        expect(none.data).toEqual({ product_id: products[5]!.id, count: 0 });

        const signedOut = await answer(api.get(`/admin/products/${products[1]!.id}/wishlist-count`));
        expect(signedOut.status).toBe(401);
        const customer = await answer(api.get(`/admin/products/${products[1]!.id}/wishlist-count`, { headers: { authorization: `Bearer ${ama}` } }));
        expect(customer.status).toBe(401);
        const unknown = await answer(api.get("/admin/products/prod_01DOESNOTEXIST/wishlist-count", admin()));
        expect(unknown.status).toBe(404);
        expect(unknown.data.message).toBe("Product prod_01DOESNOTEXIST was not found.");
        const bad = await answer(api.get(`/admin/products/${encodeURIComponent("a b")}/wishlist-count`, admin()));
        expect(bad.status).toBe(400);
      });
    });

    describe("a customer deleted by staff", () => {
      it("stops counting: their wishlist goes with them", async () => {
        await add(ama, products[1]!.id);
        await add(kofi, products[1]!.id);
        const count = async () => (await api.get(`/admin/products/${products[1]!.id}/wishlist-count`, admin())).data.count;
        expect(await count()).toBe(2);

        expect((await api.delete(`/admin/customers/${amaCustomerId}`, admin())).status).toBe(200);
        expect((await poll(count, (n) => n === 1)).value).toBe(1);
        expect(await wishlistModule().listWishlists({ customer_id: amaCustomerId })).toEqual([]);
      });
    });

    describe("a product deleted from the catalog", () => {
      it("disappears from every wishlist without errors", async () => {
        const doomed = products[3]!;
        await add(ama, products[0]!.id);
        await add(ama, products[1]!.id);
        await add(ama, doomed.id);
        await add(kofi, doomed.id);
        expect((await api.get(`/admin/products/${doomed.id}/wishlist-count`, admin())).data.count).toBe(2);

        const deleted = await api.delete(`/admin/products/${doomed.id}`, admin());
        expect(deleted.status).toBe(200);

        // Reads skip it at once…
        const amas = await api.get("/store/wishlist", store(ama));
        expect(amas.status).toBe(200);
        expect(idsIn(amas.data)).toEqual([products[1]!.id, products[0]!.id]);
        const kofis = await api.get("/store/wishlist", store(kofi));
        expect(kofis.data).toEqual({ wishlist: { items: [] } });

        // …and the product.deleted subscriber takes it out of the data.
        const { value: left } = await poll(() => wishlistModule().listWishlistItems({ product_id: doomed.id }), (items: unknown[]) => items.length === 0);
        expect(left).toEqual([]);
        expect(await wishlistModule().listWishlistItems({})).toHaveLength(2);

        // Adding it again is a 404, removing it is still fine, the other items are untouched.
        expect((await answer(add(ama, doomed.id))).status).toBe(404);
        const removed = await api.delete(`/store/wishlist/items/${doomed.id}`, store(ama));
        expect(idsIn(removed.data)).toEqual([products[1]!.id, products[0]!.id]);
        expect((await answer(api.get(`/admin/products/${doomed.id}/wishlist-count`, admin()))).status).toBe(404);
      });
    });
  },
});
