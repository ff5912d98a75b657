CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"description" text,
	CONSTRAINT "category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "option_translations" (
	"option_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "option_translations_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"subtitle" text,
	"description_html" text,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_collection_translations" (
	"collection_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"description" text,
	CONSTRAINT "blog_collection_translations_collection_id_locale_pk" PRIMARY KEY("collection_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"excerpt" text,
	"body_html" text,
	CONSTRAINT "blog_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "policy_translations" (
	"policy_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"body_html" text,
	CONSTRAINT "policy_translations_policy_id_locale_pk" PRIMARY KEY("policy_id","locale")
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_translations" ADD CONSTRAINT "option_translations_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_collection_translations" ADD CONSTRAINT "blog_collection_translations_collection_id_blog_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."blog_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_translations" ADD CONSTRAINT "policy_translations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_translations_locale_idx" ON "option_translations" USING btree ("locale");--> statement-breakpoint
-- Search finds a product by its translated titles too: the search text appends them.
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.title, NEW.subtitle, NEW.vendor, array_to_string(NEW.tags, ' '),
    (SELECT string_agg(concat_ws(' ', t.title, t.subtitle), ' ' ORDER BY t.locale)
       FROM product_translations t WHERE t.product_id = NEW.id)));
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A translation change refreshes its products' search text (through the trigger above).
CREATE FUNCTION product_translations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET title = title WHERE id IN (SELECT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET title = title WHERE id IN (SELECT product_id FROM old_rows);
  ELSE
    UPDATE products SET title = title
      WHERE id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_translations_search_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_translations_changed();--> statement-breakpoint
CREATE TRIGGER product_translations_search_update AFTER UPDATE ON product_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_translations_changed();--> statement-breakpoint
CREATE TRIGGER product_translations_search_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_translations_changed();
