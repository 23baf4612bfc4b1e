import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121122000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "review" ("id" text not null, "product_id" text not null, "customer_id" text not null, "rating" integer not null, "comment" text null, "is_approved" boolean not null default false, "admin_response" text null, "admin_response_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"), constraint "review_rating_check" check ("rating" between 1 and 5));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_customer_id_product_id_unique" ON "review" ("customer_id", "product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_product_id_is_approved" ON "review" ("product_id", "is_approved") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_is_approved_created_at" ON "review" ("is_approved", "created_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "product_rating" ("id" text not null, "product_id" text not null, "review_count" integer not null default 0, "rating_sum" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_rating_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_rating_deleted_at" ON "product_rating" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_product_rating_product_id_unique" ON "product_rating" ("product_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review" cascade;`);
    this.addSql(`drop table if exists "product_rating" cascade;`);
  }

}
