import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261128055755 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "glow_applied_tap_key" add column if not exists "refusal_code" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "glow_applied_tap_key" drop column if exists "refusal_code";`);
  }

}
