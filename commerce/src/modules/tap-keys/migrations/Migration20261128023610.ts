import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261128023610 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "glow_applied_tap_key" drop constraint if exists "glow_applied_tap_key_customer_id_key_unique";`);
    this.addSql(`create table if not exists "glow_applied_tap_key" ("id" text not null, "customer_id" text not null, "key" text not null, "outcome" text check ("outcome" in ('applied', 'refused')) not null, "refusal_type" text null, "refusal_message" text null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "glow_applied_tap_key_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_glow_applied_tap_key_deleted_at" ON "glow_applied_tap_key" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_glow_applied_tap_key_customer_id_key_unique" ON "glow_applied_tap_key" ("customer_id", "key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_glow_applied_tap_key_expires_at" ON "glow_applied_tap_key" ("expires_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "glow_applied_tap_key" cascade;`);
  }

}
