-- A change to products or reviews says which products it changed (issue 24 §5), so that every
-- instance drops only the kept answers and pages that show them (server/cache/cache-tags.ts):
--   product-rows:<ids>  rows changed in place (stock that did not cross zero): lists keep their members;
--   products:<ids>      anything else (price, title, status, stock to or from zero, new or gone rows);
--   reviews:<ids>       reviews of these products changed;
--   products-all        too many to name: everything is dropped.
-- A statement that changed no row (a no-op UPDATE, a replayed callback) says nothing.
DROP TRIGGER IF EXISTS products_changes ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_changes ON reviews;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  moved boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT n.id::text, ','),
           bool_or((n.stock > 0) IS DISTINCT FROM (o.stock > 0) OR (to_jsonb(n) - 'stock') IS DISTINCT FROM (to_jsonb(o) - 'stock'))
      INTO ids, moved
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT string_agg(id::text, ','), true INTO ids, moved FROM new_rows;
  ELSE
    SELECT string_agg(id::text, ','), true INTO ids, moved FROM old_rows;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(ids) > 7000 THEN
    PERFORM pg_notify('storefront_changes', 'products-all');
  ELSIF moved THEN
    PERFORM pg_notify('storefront_changes', 'products:' || ids);
  ELSE
    PERFORM pg_notify('storefront_changes', 'product-rows:' || ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_review_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT p::text, ',') INTO ids
      FROM (SELECT n.product_id AS p FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o)
            UNION SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o)) changed;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT product_id::text, ',') INTO ids FROM new_rows;
  ELSE
    SELECT string_agg(DISTINCT product_id::text, ',') INTO ids FROM old_rows;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('storefront_changes', CASE WHEN length(ids) > 7000 THEN 'products-all' ELSE 'reviews:' || ids END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_rows();--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_rows();--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_rows();--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();--> statement-breakpoint
CREATE TRIGGER reviews_inserted AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_review_rows();--> statement-breakpoint
CREATE TRIGGER reviews_updated AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_review_rows();--> statement-breakpoint
CREATE TRIGGER reviews_deleted AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_review_rows();--> statement-breakpoint
CREATE TRIGGER reviews_truncated AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
