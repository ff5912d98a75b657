CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION search_words_from(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(texts) t, unnest(tsvector_to_array(to_tsvector('simple', t))) w
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_words_from(array(SELECT search_text FROM new_rows));
  ELSE
    -- Only texts that changed: most updates of a product (its stock keys) leave it as it was.
    PERFORM search_words_from(array(SELECT n.search_text FROM new_rows n JOIN old_rows o
      ON o.id = n.id WHERE n.search_text IS DISTINCT FROM o.search_text));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed();--> statement-breakpoint
SELECT search_words_from(array(SELECT search_text FROM products));
