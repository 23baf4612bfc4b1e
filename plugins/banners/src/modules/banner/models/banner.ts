import { model } from "@medusajs/framework/utils";

/**
 * A home-page hero banner (spec §3 Banner). Links were checked when saved (`checkLink()` in @glow/medusa-http).
 * The banner shown is the active one inside its dates with the highest priority, newest on ties
 * (BannerModuleService.retrieveActiveBanner).
 */
export const Banner = model
  .define("banner", {
    id: model.id({ prefix: "ban" }).primaryKey(),
    title: model.text(),
    subtitle: model.text().nullable(),
    image_url: model.text().nullable(),
    video_url: model.text().nullable(),
    button1_text: model.text().nullable(),
    button1_link: model.text().nullable(),
    button2_text: model.text().nullable(),
    button2_link: model.text().nullable(),
    banner_type: model.enum(["regular", "celebration"]).default("regular"),
    is_active: model.boolean().default(false),
    start_date: model.dateTime().nullable(),
    end_date: model.dateTime().nullable(),
    priority: model.number().default(0),
  })
  .indexes([{ on: ["is_active", "priority", "created_at"] }]);
