import type { ISearchModuleService, MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils";
import {
  createApiKeysWorkflow,
  createCustomerGroupsWorkflow,
  createCustomersWorkflow,
  createInventoryLevelsWorkflow,
  createPriceListsWorkflow,
  createProductCategoriesWorkflow,
  createProductTagsWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  createUserAccountWorkflow,
  linkCustomersToCustomerGroupWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
  uploadFilesWorkflow,
} from "@medusajs/medusa/core-flows";
import { shopOptions } from "../../config/options";
import { categories, products, type SeedProduct, type SeedVariant } from "./catalog";
import { ensureDeliveryZones } from "../../delivery/delivery-fees";
import { nameStockItemsAfterProducts } from "../../inventory/stock-item-names";
import { enableRegionPaymentProviders } from "./checkout";
import { seedBanners, seedNews } from "./content";
import { seedDemoOrders } from "./demo-orders";
import { seedPromotions } from "./promotions";
import { productArtSvg } from "./product-art";
import { svgToWebp } from "./raster";
import { assignStaffRole, ensureStaffRoles } from "../../staff/staff-role-setup";

/** A demo staff user from before roles (a shop seeded earlier) becomes the owner; a role given since is kept. */
async function ownerUnlessRoled(container: MedusaContainer, userId: string): Promise<void> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "user", fields: ["id", "rbac_roles.id"], filters: { id: userId } });
  if (!((data[0] as { rbac_roles?: unknown[] } | undefined)?.rbac_roles ?? []).length) await assignStaffRole(container, [userId], "owner");
}

/** Names the rest of the system relies on (the storefront finds its key by this title). */
export const SEED = {
  regionName: "Ghana",
  currency: "ghs",
  country: "gh",
  salesChannelName: "Default Sales Channel",
  publishableKeyTitle: "Glow Storefront",
  stockLocationName: "Accra Warehouse (Osu)",
  shippingProfileName: "Default Shipping Profile",
  saleListTitle: "Harmattan Glow Sale",
  featuredTag: "featured",
  newTag: "new",
  /** Phone-auth's option `phoneAuth.shopAdminGroup` (the shop's options file, ADR 240). */
  shopAdminGroup: shopOptions().phoneAuth.shopAdminGroup,
} as const;

export const DEMO_ACCOUNTS = {
  shopper: {
    phone: "+233244000001",
    password: "Shopper#2026",
    firstName: "Ama",
    lastName: "Mensah",
    email: "ama.mensah@example.com",
    location: "East Legon, Accra",
  },
  shopAdmin: {
    phone: "+233244000000",
    password: "Admin#2026",
    firstName: "Kofi",
    lastName: "Boateng",
    email: "kofi.boateng@example.com",
    location: "Osu, Accra",
  },
  staff: { email: "admin@glow.local", password: "Admin#2026", firstName: "Glow", lastName: "Admin" },
} as const;

/** The regional delivery zones in a shop seeded before them (fees staff set are kept). */
async function ensureDeliveryZonesOfSeededShop(container: MedusaContainer, log: (message: string) => void): Promise<void> {
  const [location] = await container.resolve(Modules.STOCK_LOCATION).listStockLocations({ name: SEED.stockLocationName }, { select: ["id"] });
  const [profile] = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" }, { select: ["id"] });
  if (location && profile) await ensureDeliveryZones(container, { shippingProfileId: profile.id, stockLocationId: location.id, log });
}

export interface SeedOptions {
  demoAccounts: boolean;
  log?: (message: string) => void;
}

export interface SeedResult {
  alreadySeeded: boolean;
  publishableKey: string;
  productCount: number;
}

/**
 * Seeds the demo shop. Every section finds what exists before creating, so a second run
 * changes nothing and a run interrupted half-way is completed by the next one.
 */
export async function seedDemoData(container: MedusaContainer, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const link = container.resolve(ContainerRegistrationKeys.LINK);
  const storeModule = container.resolve(Modules.STORE);
  const salesChannelModule = container.resolve(Modules.SALES_CHANNEL);
  const regionModule = container.resolve(Modules.REGION);
  const fulfillmentModule = container.resolve(Modules.FULFILLMENT);
  const stockLocationModule = container.resolve(Modules.STOCK_LOCATION);
  const apiKeyModule = container.resolve(Modules.API_KEY);
  const productModule = container.resolve(Modules.PRODUCT);
  const pricingModule = container.resolve(Modules.PRICING);
  const customerModule = container.resolve(Modules.CUSTOMER);

  const [store] = await storeModule.listStores();
  if (!store) throw new Error("Medusa has no store record: run the migrations first (`medusa db:migrate`).");
  const alreadySeeded = Boolean(store.metadata?.glow_seeded_at);

  // Sales channel and publishable key.
  let [salesChannel] = await salesChannelModule.listSalesChannels({ name: SEED.salesChannelName });
  if (!salesChannel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: SEED.salesChannelName, description: "The Glow web shop" }] },
    });
    salesChannel = result[0]!;
  }
  let [apiKey] = await apiKeyModule.listApiKeys({ title: SEED.publishableKeyTitle, type: "publishable" });
  if (!apiKey) {
    log("Creating the storefront's publishable API key");
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: SEED.publishableKeyTitle, type: "publishable", created_by: "glow-seed" }] },
    });
    apiKey = result[0]!;
    await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: apiKey.id, add: [salesChannel.id] } });
  }

  if (alreadySeeded) {
    // Databases seeded before phone sign-in existed get the demo shoppers' credentials now.
    // Databases seeded before checkout existed get Pay on delivery (and Paystack when configured) now.
    const added = await enableRegionPaymentProviders(container, SEED.regionName);
    if (added.length > 0) log(`Payment providers changed in ${SEED.regionName} (- removed): ${added.join(", ")}`);
    await ensureDeliveryZonesOfSeededShop(container, log);
    if (options.demoAccounts) {
      await seedDemoPhoneCredentials(container);
      await seedAmasOrders(container, log);
    }
    // Content added after the first seed (news, banners) reaches existing databases too.
    await seedNews(container, log);
    await seedBanners(container, log);
    await seedPromotions(container, log);
    await nameSeededStockItems(container, log);
    const productCount = (await productModule.listProducts({}, { select: ["id"] })).length;
    return { alreadySeeded, publishableKey: apiKey.token, productCount };
  }

  // Store currency and region.
  log("Store, region Ghana (GHS) and taxes");
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "Glow",
        supported_currencies: [{ currency_code: SEED.currency, is_default: true }],
        default_sales_channel_id: salesChannel.id,
      },
    },
  });
  let [region] = await regionModule.listRegions({ name: SEED.regionName });
  if (!region) {
    const { result } = await createRegionsWorkflow(container).run({
      input: {
        regions: [{ name: SEED.regionName, currency_code: SEED.currency, countries: [SEED.country], payment_providers: [] }],
      },
    });
    region = result[0]!;
    // Ghanaian retail prices include VAT and levies, so the tax region carries no extra rate.
    await createTaxRegionsWorkflow(container).run({ input: [{ country_code: SEED.country, provider_id: "tp_system" }] });
  }

  // Pay on delivery, and Paystack when PAYSTACK_SECRET_KEY registered it (plugins/payments).
  await enableRegionPaymentProviders(container, SEED.regionName);

  // Stock location, fulfillment and shipping options.
  log("Accra warehouse, delivery zones and shipping options");
  let [location] = await stockLocationModule.listStockLocations({ name: SEED.stockLocationName });
  let [shippingProfile] = await fulfillmentModule.listShippingProfiles({ type: "default" });
  if (!shippingProfile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: SEED.shippingProfileName, type: "default" }] },
    });
    shippingProfile = result[0]!;
  }
  if (!location) {
    const { result } = await createStockLocationsWorkflow(container).run({
      input: {
        locations: [
          {
            name: SEED.stockLocationName,
            address: { address_1: "12 Oxford Street", city: "Accra", province: "Greater Accra", country_code: "GH", phone: "+233302000000" },
          },
        ],
      },
    });
    location = result[0]!;
    await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [salesChannel.id] } });
    await link.create({
      [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
      [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
    });
  }
  // One delivery zone and fee per region, and pickup in Osu (ADR 202).
  await ensureDeliveryZones(container, { shippingProfileId: shippingProfile.id, stockLocationId: location.id, log });

  // Categories and tags.
  log(`${categories.length} categories and the featured/new tags`);
  const existingCategories = await productModule.listProductCategories({ handle: categories.map((c) => c.handle) });
  const categoryIds = new Map(existingCategories.map((c) => [c.handle, c.id]));
  const missingCategories = categories.filter((c) => !categoryIds.has(c.handle));
  if (missingCategories.length > 0) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: missingCategories.map((c) => ({
          name: c.name,
          handle: c.handle,
          description: c.description,
          is_active: true,
          is_internal: false,
          rank: categories.indexOf(c),
        })),
      },
    });
    for (const category of result) categoryIds.set(category.handle, category.id);
  }
  const tagValues = [SEED.featuredTag, SEED.newTag];
  const existingTags = await productModule.listProductTags({ value: tagValues });
  const tagIds = new Map(existingTags.map((t) => [t.value, t.id]));
  const missingTags = tagValues.filter((v) => !tagIds.has(v));
  if (missingTags.length > 0) {
    const { result } = await createProductTagsWorkflow(container).run({ input: { product_tags: missingTags.map((value) => ({ value })) } });
    for (const tag of result) tagIds.set(tag.value, tag.id);
  }

  // Products with generated pictures.
  const existingProducts = await productModule.listProducts({ handle: products.map((p) => p.handle) }, { select: ["id", "handle"] });
  const existingHandles = new Set(existingProducts.map((p) => p.handle));
  const toCreate = products.filter((p) => !existingHandles.has(p.handle));
  if (toCreate.length > 0) {
    log(`${toCreate.length} products with generated pictures`);
    const paletteOf = (handle: string) => categories.find((c) => c.handle === handle)!.palette;
    const pictures: Buffer[] = [];
    for (const [index, p] of toCreate.entries()) {
      pictures.push(await svgToWebp(productArtSvg({ brand: p.brand, sizeLabel: p.sizeLabel, shape: p.shape, palette: paletteOf(p.category), seed: index }), 800, 800));
    }
    // A picture of each shade (ADR 200): the pack in the shade's colour, the variant's thumbnail.
    const shadePictures: Array<{ filename: string; content: Buffer }> = [];
    for (const [index, p] of toCreate.entries()) {
      for (const v of p.option?.variants ?? []) {
        if (!v.swatch) continue;
        const art = productArtSvg({ brand: p.brand, sizeLabel: v.value, shape: p.shape, palette: [lighten(v.swatch), v.swatch], seed: index });
        shadePictures.push({ filename: variantPictureName(p, v), content: await svgToWebp(art, 800, 800) });
      }
    }
    const { result: files } = await uploadFilesWorkflow(container).run({
      input: {
        files: [
          ...toCreate.map((p, index) => ({ filename: `products/${p.handle}.webp`, content: pictures[index]! })),
          ...shadePictures,
        ].map((file) => ({ filename: file.filename, mimeType: "image/webp", access: "public" as const, content: file.content.toString("base64") })),
      },
    });
    const shadeUrl = new Map(shadePictures.map((file, i) => [file.filename, files[toCreate.length + i]!.url]));
    await createProductsWorkflow(container).run({
      input: {
        products: toCreate.map((p, index) => ({
          title: p.title,
          handle: p.handle,
          description: p.description,
          status: ProductStatus.PUBLISHED,
          thumbnail: files[index]!.url,
          images: [{ url: files[index]!.url }],
          category_ids: [categoryIds.get(p.category)!],
          tag_ids: [p.featured ? tagIds.get(SEED.featuredTag)! : undefined, p.isNew ? tagIds.get(SEED.newTag)! : undefined].filter(
            (id): id is string => Boolean(id),
          ),
          metadata: { brand: p.brand.replace(/\s*\(demo\)$/, ""), size: p.sizeLabel },
          shipping_profile_id: shippingProfile!.id,
          sales_channels: [{ id: salesChannel!.id }],
          options: p.option ? [{ title: p.option.title, values: p.option.variants.map((v) => v.value) }] : [{ title: "Size", values: [p.sizeLabel] }],
          variants: p.option
            ? p.option.variants.map((v, rank) => ({
                title: v.value,
                sku: variantSkuOf(p, v),
                options: { [p.option!.title]: v.value },
                variant_rank: rank,
                manage_inventory: true,
                prices: [{ amount: v.price ?? p.price, currency_code: SEED.currency }],
                ...(v.swatch ? { metadata: { swatch: v.swatch }, thumbnail: shadeUrl.get(variantPictureName(p, v)) } : {}),
              }))
            : [
                {
                  title: p.sizeLabel,
                  sku: skuOf(p),
                  options: { Size: p.sizeLabel },
                  manage_inventory: true,
                  prices: [{ amount: p.price, currency_code: SEED.currency }],
                },
              ],
        })),
      },
    });

    // Stock at the Accra warehouse.
    const { data: items } = await query.graph({
      entity: "inventory_item",
      fields: ["id", "sku", "location_levels.location_id"],
      filters: { sku: toCreate.flatMap(stockedSkus).map(([sku]) => sku) },
    });
    const stockBySku = new Map(toCreate.flatMap(stockedSkus));
    const levels = items
      .filter((item) => !(item.location_levels ?? []).some((level: { location_id?: string } | null) => level?.location_id === location!.id))
      .map((item) => ({ location_id: location!.id, inventory_item_id: item.id as string, stocked_quantity: stockBySku.get(item.sku ?? "") ?? 0 }));
    if (levels.length > 0) await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: levels } });
  }

  await nameSeededStockItems(container, log);

  // The sale: a Medusa price list, so the original price comes from Medusa's pricing, not a hand-made field.
  const saleList = (await pricingModule.listPriceLists({}, { select: ["id", "title"] })).find((list) => list.title === SEED.saleListTitle);
  if (!saleList) {
    log("The Harmattan Glow Sale price list");
    // Whole products on sale, and single shades (ADR 200).
    const onSale: Array<{ sku: string; salePrice: number }> = [
      ...products.filter((p) => p.salePrice !== undefined && !p.option).map((p) => ({ sku: skuOf(p), salePrice: p.salePrice! })),
      ...products.flatMap((p) => (p.option?.variants ?? []).filter((v) => v.salePrice !== undefined).map((v) => ({ sku: variantSkuOf(p, v), salePrice: v.salePrice! }))),
    ];
    const { data: variants } = await query.graph({ entity: "product_variant", fields: ["id", "sku"], filters: { sku: onSale.map((p) => p.sku) } });
    const variantIdBySku = new Map(variants.map((v) => [v.sku as string, v.id as string]));
    await createPriceListsWorkflow(container).run({
      input: {
        price_lists_data: [
          {
            title: SEED.saleListTitle,
            description: "Dry-season favourites at lower prices.",
            status: "active" as never,
            prices: onSale.map((p) => ({ variant_id: variantIdBySku.get(p.sku)!, amount: p.salePrice, currency_code: SEED.currency })),
          },
        ],
      },
    });
  }

  if (options.demoAccounts) {
    log("Demo accounts: shopper, shop admin and the dashboard's staff user");
    await seedDemoAccounts(container, customerModule);
    await seedAmasOrders(container, log);
  }

  log("News articles, a live banner and a scheduled one");
  await seedNews(container, log);
  await seedBanners(container, log);
  await seedPromotions(container, log);

  await storeModule.updateStores(store.id, { metadata: { ...(store.metadata ?? {}), glow_seeded_at: new Date().toISOString() } });
  const productCount = (await productModule.listProducts({}, { select: ["id"] })).length;
  return { alreadySeeded: false, publishableKey: apiKey.token, productCount };
}

/** The demo shopper's order history and default address (demo-orders.ts); only what is missing. */
async function seedAmasOrders(container: MedusaContainer, log: (message: string) => void): Promise<void> {
  await seedDemoOrders(container, { customerPhone: DEMO_ACCOUNTS.shopper.phone, regionName: SEED.regionName, salesChannelName: SEED.salesChannelName, log });
}

export const skuOf = (p: SeedProduct): string => `GLOW-${p.handle.toUpperCase().slice(0, 48)}`;

/** A shade's or size's SKU: the product's and the value's, e.g. GLOW-MAC-MATTE-LIPSTICK-RUBY-WOO. */
export const variantSkuOf = (p: SeedProduct, v: SeedVariant): string => `${skuOf(p)}-${v.value.toUpperCase().replace(/[^A-Z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

/** Every SKU a seed product stocks, with its stock. */
const stockedSkus = (p: SeedProduct): Array<[string, number]> => (p.option ? p.option.variants.map((v) => [variantSkuOf(p, v), v.stock]) : [[skuOf(p), p.stock]]);

const variantPictureName = (p: SeedProduct, v: SeedVariant) => `products/${p.handle}-${v.value.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}.webp`;

/** A pale tint of a #rrggbb colour (the picture's background behind a shade). */
function lighten(hex: string): string {
  const channel = (i: number) => Math.round(parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) * 0.3 + 255 * 0.7);
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, "0")).join("")}`;
}

async function seedDemoAccounts(container: MedusaContainer, customerModule: any): Promise<void> {
  const [group] = await customerModule.listCustomerGroups({ name: SEED.shopAdminGroup });
  const adminGroupId: string =
    group?.id ??
    (await createCustomerGroupsWorkflow(container).run({ input: { customersData: [{ name: SEED.shopAdminGroup }] } })).result[0]!.id;

  for (const account of [DEMO_ACCOUNTS.shopper, DEMO_ACCOUNTS.shopAdmin]) {
    const [existing] = await customerModule.listCustomers({ phone: account.phone });
    const customerId: string =
      existing?.id ??
      (
        await createCustomersWorkflow(container).run({
          input: {
            customersData: [
              {
                first_name: account.firstName,
                last_name: account.lastName,
                phone: account.phone,
                email: account.email,
                has_account: true,
                metadata: { location: account.location, demo_account: true },
              },
            ],
          },
        })
      ).result[0]!.id;
    if (account === DEMO_ACCOUNTS.shopAdmin && !existing) {
      await linkCustomersToCustomerGroupWorkflow(container).run({ input: { id: adminGroupId, add: [customerId] } });
    }
  }

  await seedDemoPhoneCredentials(container);

  // Staff roles (ADR 225): the demo staff user is the shop's owner.
  await ensureStaffRoles(container);
  const userModule = container.resolve(Modules.USER);
  const [user] = await userModule.listUsers({ email: DEMO_ACCOUNTS.staff.email });
  if (user) await ownerUnlessRoled(container, user.id);
  else {
    const authModule = container.resolve(Modules.AUTH);
    const { authIdentity, error } = await authModule.register("emailpass", {
      body: { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password },
    } as never);
    if (error || !authIdentity) throw new Error(`Could not register the staff user: ${error}`);
    await createUserAccountWorkflow(container).run({
      input: {
        authIdentityId: authIdentity.id,
        userData: { email: DEMO_ACCOUNTS.staff.email, first_name: DEMO_ACCOUNTS.staff.firstName, last_name: DEMO_ACCOUNTS.staff.lastName },
      },
    });
    const [created] = await userModule.listUsers({ email: DEMO_ACCOUNTS.staff.email });
    await assignStaffRole(container, [created!.id], "owner");
  }
}

/**
 * Phone sign-in for the demo shoppers: a `phone` auth identity (Argon2id hash, as the
 * phone-auth plugin makes it) linked to the customer. Skips numbers that already have one.
 * The identity is written by phone-auth's own workflow, run by name (the app imports no plugin
 * code, ADR 160).
 */
const SEED_PHONE_IDENTITY_WORKFLOW = "glow-seed-phone-identity";

async function seedDemoPhoneCredentials(container: MedusaContainer): Promise<void> {
  const authModule = container.resolve(Modules.AUTH);
  const customerModule: any = container.resolve(Modules.CUSTOMER);
  for (const account of [DEMO_ACCOUNTS.shopper, DEMO_ACCOUNTS.shopAdmin]) {
    const [customer] = await customerModule.listCustomers({ phone: account.phone }, { select: ["id", "has_account"] });
    if (!customer) continue;
    const existing = await authModule.listProviderIdentities({ provider: "phone", entity_id: account.phone });
    if (existing.length > 0) continue;
    // The provider's own register() refuses everyone (accounts come from the SMS-code workflow), so
    // the seed asks phone-auth's seed workflow to write the identity the way that workflow does.
    await container.resolve(Modules.WORKFLOW_ENGINE).run(SEED_PHONE_IDENTITY_WORKFLOW, {
      input: { customer_id: customer.id, phone: account.phone, password: account.password },
      throwOnError: true,
    });
    if (!customer.has_account) await customerModule.updateCustomers(customer.id, { has_account: true });
  }
}

/**
 * The product search index (ADR 110) from the seeded catalog in one pass: the seed runs in
 * `medusa exec`, where nothing consumes the product events, and the sale price list comes after the
 * products. Skipped when the index was never migrated (the Search Module fills it at start then).
 */
export async function reindexCatalog(container: MedusaContainer, log: (message: string) => void): Promise<void> {
  if (!container.hasRegistration(Modules.SEARCH)) return;
  const searchModule = container.resolve<ISearchModuleService>(Modules.SEARCH);
  const [index] = (await searchModule.listIndexes()).filter((i) => i.name === "product");
  if (!index || index.status === "pending") return;
  log("The catalog's search index");
  await searchModule.reindex({ index: "product", strategy: "in_place" });
}

/**
 * Stock items named after their product and variant (ADR 215). New ones are named by the workflow
 * hook (src/workflows/hooks/stock-item-names.ts); this names those an older seed made ("30 ml").
 */
async function nameSeededStockItems(container: MedusaContainer, log: (message: string) => void): Promise<void> {
  const renamed = await nameStockItemsAfterProducts(container);
  if (renamed.length > 0) log(`${renamed.length} stock items named after their product and variant`);
}
