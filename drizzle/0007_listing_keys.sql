ALTER TABLE "products" ADD COLUMN "variant_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facet_pairs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_fts" ON "products" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE FUNCTION products_refresh_listing_keys(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    variant_keys = coalesce((SELECT array_agg(
        (CASE WHEN (NOT v.manage_stock OR v.backorders <> 'no' OR 1 <= v.stock) THEN '1' ELSE '0' END)
        || chr(31) || v.price::text || chr(31)
        || coalesce((SELECT string_agg((a->>'name') || chr(30) || (a->>'value') || chr(31), '')
             FROM jsonb_array_elements(v.attrs) a), '')
        ORDER BY v.position, v.id)
      FROM variants v WHERE v.product_id = p.id), '{}'),
    facet_pairs = coalesce((SELECT array_agg(DISTINCT (a->>'name') || chr(30) || (a->>'value'))
      FROM variants v CROSS JOIN jsonb_array_elements(v.attrs) a
      WHERE v.product_id = p.id AND NOT EXISTS (SELECT 1 FROM product_options o
        WHERE o.product_id = p.id AND o.name = a->>'name' AND o.special_native_name <> '')), '{}')
  WHERE p.id = ANY(ids);
$$;--> statement-breakpoint
CREATE FUNCTION listing_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_refresh_listing_keys(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_refresh_listing_keys(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM products_refresh_listing_keys(
      array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER variants_listing_keys_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_keys_changed();--> statement-breakpoint
CREATE TRIGGER variants_listing_keys_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_keys_changed();--> statement-breakpoint
CREATE TRIGGER variants_listing_keys_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_keys_changed();--> statement-breakpoint
CREATE TRIGGER product_options_listing_keys_insert AFTER INSERT ON product_options
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_keys_changed();--> statement-breakpoint
CREATE TRIGGER product_options_listing_keys_update AFTER UPDATE ON product_options
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_keys_changed();--> statement-breakpoint
CREATE TRIGGER product_options_listing_keys_delete AFTER DELETE ON product_options
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_keys_changed();--> statement-breakpoint
SELECT products_refresh_listing_keys(array(SELECT id FROM products));
