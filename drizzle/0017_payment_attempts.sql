CREATE TABLE "payment_attempts" (
	"reference" text PRIMARY KEY NOT NULL,
	"cart_hash" text NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text,
	"status" text NOT NULL,
	"cause" text,
	"order_number" bigint,
	"order" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_idx" ON "payment_attempts" USING btree ("payment_id");