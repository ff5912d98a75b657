CREATE TABLE "review_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"uploader" text NOT NULL,
	"token_hash" text NOT NULL,
	"filename" text NOT NULL,
	"declared_size" integer NOT NULL,
	"content_type" text,
	"size" integer,
	"width" integer,
	"height" integer,
	"bytes" "bytea",
	"thumbnail" "bytea",
	"thumbnail_width" integer,
	"thumbnail_height" integer,
	"review_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"client_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author" text NOT NULL,
	"email" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"client_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_files_key" ON "review_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "review_files_review_idx" ON "review_files" USING btree ("review_id","position") WHERE "review_files"."review_id" is not null;--> statement-breakpoint
CREATE INDEX "review_files_client_idx" ON "review_files" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_client_idx" ON "reviews" USING btree ("client_key","created_at");