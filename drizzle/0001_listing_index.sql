DROP INDEX "products_listing_idx";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("position","id") WHERE "products"."published";