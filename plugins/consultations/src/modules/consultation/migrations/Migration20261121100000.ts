import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "consultation_request" ("id" text not null, "name" text not null, "phone" text not null, "preferred_date" text not null, "preferred_time" text not null, "contact_method" text check ("contact_method" in ('phone', 'whatsapp', 'in_store')) not null default 'phone', "concern" text not null, "status" text check ("status" in ('new', 'contacted', 'done')) not null default 'new', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "consultation_request_pkey" primary key ("id"));`,
    );
    this.addSql(`create index if not exists "IDX_consultation_request_deleted_at" on "consultation_request" ("deleted_at") where deleted_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "consultation_request" cascade;`);
  }
}
