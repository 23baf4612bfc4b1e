import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121094344 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "phone_auth_session" drop constraint if exists "phone_auth_session_token_hash_unique";`);
    this.addSql(`create table if not exists "phone_auth_code" ("id" text not null, "purpose" text not null, "phone" text not null, "code_hash" text not null, "expires_at" timestamptz not null, "attempts" integer not null default 0, "consumed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "phone_auth_code_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_phone_auth_code_deleted_at" ON "phone_auth_code" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_phone_auth_code_phone_purpose" ON "phone_auth_code" ("phone", "purpose") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "phone_auth_session" ("id" text not null, "customer_id" text not null, "token_hash" text not null, "device_fingerprint" text not null, "user_agent" text null, "ip" text null, "remember" boolean not null default false, "expires_at" timestamptz not null, "last_seen_at" timestamptz not null, "revoked_at" timestamptz null, "revoke_reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "phone_auth_session_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_phone_auth_session_token_hash_unique" ON "phone_auth_session" ("token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_phone_auth_session_deleted_at" ON "phone_auth_session" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_phone_auth_session_customer_id" ON "phone_auth_session" ("customer_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "phone_auth_trusted_device" ("id" text not null, "customer_id" text not null, "device_fingerprint" text not null, "trusted_until" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "phone_auth_trusted_device_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_phone_auth_trusted_device_deleted_at" ON "phone_auth_trusted_device" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_phone_auth_trusted_device_customer_id_device_fingerprint" ON "phone_auth_trusted_device" ("customer_id", "device_fingerprint") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "phone_auth_code" cascade;`);

    this.addSql(`drop table if exists "phone_auth_session" cascade;`);

    this.addSql(`drop table if exists "phone_auth_trusted_device" cascade;`);
  }

}
