CREATE TABLE "discount_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"style_config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"code" text,
	"definition" jsonb NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_key_unique" UNIQUE("key"),
	CONSTRAINT "discounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "note" text DEFAULT '' NOT NULL;