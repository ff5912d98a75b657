CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_key_unique" UNIQUE("key")
);
