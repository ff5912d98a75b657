ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_variant_id_variants_id_fk";
