import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "banner" ("id" text not null, "title" text not null, "subtitle" text null, "image_url" text null, "video_url" text null, "button1_text" text null, "button1_link" text null, "button2_text" text null, "button2_link" text null, "banner_type" text check ("banner_type" in ('regular', 'celebration')) not null default 'regular', "is_active" boolean not null default false, "start_date" timestamptz null, "end_date" timestamptz null, "priority" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "banner_pkey" primary key ("id"));`,
    );
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_banner_deleted_at" ON "banner" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_banner_is_active_priority_created_at" ON "banner" ("is_active", "priority", "created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "banner" cascade;`);
  }
}
