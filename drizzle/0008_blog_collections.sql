CREATE TABLE "blog_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"show_on_home" boolean DEFAULT true NOT NULL,
	CONSTRAINT "blog_collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
-- Posts written before collections existed go to "News".
INSERT INTO "blog_collections" ("slug", "title") SELECT 'news', 'News' WHERE EXISTS (SELECT 1 FROM "blog_posts");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "collection_id" integer;--> statement-breakpoint
UPDATE "blog_posts" SET "collection_id" = (SELECT "id" FROM "blog_collections" WHERE "slug" = 'news');--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "collection_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "preferred_position" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_collection_id_blog_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."blog_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_collection_idx" ON "blog_posts" USING btree ("collection_id","published_at");