CREATE TABLE "prescription_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_hash" text NOT NULL,
	"group_id" text,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prescription_attachments" ADD CONSTRAINT "prescription_attachments_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_attachments_prescription_idx" ON "prescription_attachments" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "prescriptions_cart_idx" ON "prescriptions" USING btree ("cart_hash");