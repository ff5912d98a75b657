CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"method" text NOT NULL,
	"status" integer NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"client_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_client_idx" ON "error_reports" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");