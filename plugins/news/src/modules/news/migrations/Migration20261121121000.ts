import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121121000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "news_category" ("id" text not null, "name" text not null, "handle" text not null, "color" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "news_category_pkey" primary key ("id"));`,
    );
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_news_category_deleted_at" ON "news_category" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_news_category_handle_unique" ON "news_category" ("handle") WHERE deleted_at IS NULL;`);

    this.addSql(
      `create table if not exists "news_article" ("id" text not null, "slug" text not null, "title" text not null, "excerpt" text null, "content" text not null, "image_url" text null, "published_at" timestamptz not null, "is_urgent" boolean not null default false, "is_featured" boolean not null default false, "category_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "news_article_pkey" primary key ("id"));`,
    );
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_news_article_category_id" ON "news_article" ("category_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_news_article_deleted_at" ON "news_article" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_news_article_slug_unique" ON "news_article" ("slug") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_news_article_published_at" ON "news_article" ("published_at") WHERE deleted_at IS NULL;`);
    this.addSql(
      `alter table if exists "news_article" add constraint "news_article_category_id_foreign" foreign key ("category_id") references "news_category" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "news_article" drop constraint if exists "news_article_category_id_foreign";`);
    this.addSql(`drop table if exists "news_article" cascade;`);
    this.addSql(`drop table if exists "news_category" cascade;`);
  }
}
