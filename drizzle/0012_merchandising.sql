CREATE TABLE "merch_button_clicks" (
	"product_id" integer NOT NULL,
	"button_type" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merch_button_clicks_product_id_button_type_pk" PRIMARY KEY("product_id","button_type")
);
--> statement-breakpoint
CREATE TABLE "merch_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" text NOT NULL,
	"status" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merch_custom_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"button_type" text NOT NULL,
	"button_style" text NOT NULL,
	"button_url" text NOT NULL,
	"button_text" text NOT NULL,
	"text_color" text NOT NULL,
	"background_color" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merch_diversion_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"main_product_id" integer NOT NULL,
	"share" real NOT NULL,
	CONSTRAINT "merch_diversion_tests_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "merch_product_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"style" integer NOT NULL,
	"shape" integer,
	"image_url" text,
	"image_config" jsonb NOT NULL,
	"product_ids" integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merch_product_tags_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "merch_size_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"table" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "merch_size_charts_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "merch_style_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" text NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merch_combinations_product_position" ON "merch_combinations" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "merch_custom_buttons_product_idx" ON "merch_custom_buttons" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merch_style_combinations_product_position" ON "merch_style_combinations" USING btree ("product_id","position");