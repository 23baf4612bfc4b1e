import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Server-issued device tokens (ADR 086): fingerprints are no longer trusted, so old rows stay unusable. */
export class Migration20261125091500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "phone_auth_trusted_device" alter column "device_fingerprint" drop not null;`);
    this.addSql(`alter table if exists "phone_auth_trusted_device" add column if not exists "token_hash" text null;`);
    this.addSql(`alter table if exists "phone_auth_trusted_device" add column if not exists "sms_verified" boolean not null default false;`);
    this.addSql(`alter table if exists "phone_auth_trusted_device" add column if not exists "revoked_at" timestamptz null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_phone_auth_trusted_device_token_hash" ON "phone_auth_trusted_device" ("token_hash") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_phone_auth_trusted_device_token_hash";`);
    this.addSql(`alter table if exists "phone_auth_trusted_device" drop column if exists "revoked_at";`);
    this.addSql(`alter table if exists "phone_auth_trusted_device" drop column if exists "sms_verified";`);
    this.addSql(`alter table if exists "phone_auth_trusted_device" drop column if exists "token_hash";`);
    this.addSql(`delete from "phone_auth_trusted_device" where "device_fingerprint" is null;`);
    this.addSql(`alter table if exists "phone_auth_trusted_device" alter column "device_fingerprint" set not null;`);
  }
}
