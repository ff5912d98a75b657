-- A variant's update refreshes its product's listing keys only when what the keys hold changed:
-- whether it can be bought, its price or its options. An order counting stock down (most do
-- not sell the last unit) then touches no product row, so orders of one product do not queue
-- on it.
CREATE OR REPLACE FUNCTION listing_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_refresh_listing_keys(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_refresh_listing_keys(array(SELECT DISTINCT product_id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'variants' THEN
    PERFORM products_refresh_listing_keys(array(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.product_id IS DISTINCT FROM o.product_id
         OR n.price IS DISTINCT FROM o.price
         OR n.attrs IS DISTINCT FROM o.attrs
         OR n.position IS DISTINCT FROM o.position
         OR (NOT n.manage_stock OR n.backorders <> 'no' OR 1 <= n.stock)
            IS DISTINCT FROM (NOT o.manage_stock OR o.backorders <> 'no' OR 1 <= o.stock)
      UNION SELECT o.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.product_id IS DISTINCT FROM o.product_id
      UNION SELECT product_id FROM new_rows WHERE id NOT IN (SELECT id FROM old_rows)));
  ELSE
    PERFORM products_refresh_listing_keys(
      array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
