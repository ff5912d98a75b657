CREATE TABLE "incentive_grants" (
	"incentive_key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"coupon_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentive_grants_incentive_key_customer_id_pk" PRIMARY KEY("incentive_key","customer_id")
);
--> statement-breakpoint
CREATE TABLE "incentives" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentives_key_unique" UNIQUE("key")
);
