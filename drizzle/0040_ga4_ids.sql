ALTER TABLE "analytics_events" ADD COLUMN "ga_client_id" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "ga_session_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "analytics_ids" jsonb;