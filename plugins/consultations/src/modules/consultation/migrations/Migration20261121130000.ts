import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Staff track bookings: two more statuses and a private note. */
export class Migration20261121130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "consultation_request" drop constraint if exists "consultation_request_status_check";`);
    this.addSql(
      `alter table if exists "consultation_request" add constraint "consultation_request_status_check" check ("status" in ('new', 'contacted', 'booked', 'done', 'cancelled'));`,
    );
    this.addSql(`alter table if exists "consultation_request" add column if not exists "staff_note" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "consultation_request" drop column if exists "staff_note";`);
    this.addSql(`update "consultation_request" set "status" = 'contacted' where "status" in ('booked', 'cancelled');`);
    this.addSql(`alter table if exists "consultation_request" drop constraint if exists "consultation_request_status_check";`);
    this.addSql(`alter table if exists "consultation_request" add constraint "consultation_request_status_check" check ("status" in ('new', 'contacted', 'done'));`);
  }
}
