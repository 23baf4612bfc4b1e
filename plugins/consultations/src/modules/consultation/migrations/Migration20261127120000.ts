import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The client network of a booking, for the per-network hourly limit (issue 34). */
export class Migration20261127120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "consultation_request" add column if not exists "network" text null;`);
    this.addSql(`create index if not exists "IDX_consultation_request_network_created_at" on "consultation_request" ("network", "created_at") where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_consultation_request_network_created_at";`);
    this.addSql(`alter table if exists "consultation_request" drop column if exists "network";`);
  }
}
