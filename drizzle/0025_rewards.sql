CREATE TABLE "reward_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_campaigns_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"coupon_code" text,
	"campaign_key" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reward_entries_customer_idx" ON "reward_entries" USING btree ("customer_id","available_at");--> statement-breakpoint
CREATE INDEX "reward_entries_order_idx" ON "reward_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_signup_idx" ON "reward_entries" USING btree ("customer_id") WHERE "reward_entries"."reason" = 'signup';--> statement-breakpoint
CREATE INDEX "reward_tokens_customer_idx" ON "reward_tokens" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_tokens" ADD CONSTRAINT "reward_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
