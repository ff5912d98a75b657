CREATE TABLE "analytics_dead_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracker" text NOT NULL,
	"event_id" text NOT NULL,
	"status" integer NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_dead_letters_once" UNIQUE("tracker","event_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_forwarding" (
	"tracker" text PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"leased_until" timestamp with time zone,
	"sent" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "consent" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "email_hash" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "user_agent" text;