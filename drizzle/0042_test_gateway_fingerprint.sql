CREATE TABLE "test_gateway_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "test_gateway_tokens" ADD COLUMN "fingerprint" text;