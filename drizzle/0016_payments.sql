CREATE TABLE "payment_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"countries" text[],
	"max_amount" integer
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"cause" text,
	"outcome" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "test_gateway_payments_amount_positive" CHECK ("test_gateway_payments"."amount" > 0),
	CONSTRAINT "test_gateway_payments_refund_within_capture" CHECK ("test_gateway_payments"."refunded_amount" >= 0 and "test_gateway_payments"."refunded_amount" <= "test_gateway_payments"."captured_amount")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "payment_methods" ("code", "enabled", "position") VALUES ('test_card', true, 0), ('bank_transfer', true, 1), ('cash_on_delivery', true, 2) ON CONFLICT DO NOTHING;
