CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.title, NEW.subtitle, NEW.vendor, array_to_string(NEW.tags, ' ')));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF title, subtitle, vendor, tags ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_text();--> statement-breakpoint
UPDATE "products" SET "search_text" = lower(concat_ws(' ', title, subtitle, vendor, array_to_string(tags, ' ')));--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);
