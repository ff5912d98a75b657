CREATE TABLE "product_visits" (
	"product_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_visits_product_id_visitor_pk" PRIMARY KEY("product_id","visitor")
);
--> statement-breakpoint
CREATE INDEX "product_visits_seen_idx" ON "product_visits" USING btree ("product_id","seen_at");