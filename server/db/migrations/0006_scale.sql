-- Issue 13: a catalogue a hundred times larger, and caches that learn when it changes.
-- Trigram matching for search (pg_trgm ships with PostgreSQL's contrib and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX "products_category_idx";
--> statement-breakpoint
DROP INDEX "products_brand_idx";
--> statement-breakpoint
DROP INDEX "products_created_idx";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The search folding of shared/persian-text.ts (SEARCH_FOLD), in the database: a server test
-- checks that both fold every character alike.
CREATE OR REPLACE FUNCTION storefront_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(t, '')), U&'يىكةۀأإآ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩\200C\064B\064C\064D\064E\064F\0650\0651\0652\0670\0640', 'ییکههااا01234567890123456789 ')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := storefront_fold(concat_ws(' ', NEW.title_fa, NEW.title_en, NEW.code,
    (SELECT string_agg((s->>'value_fa') || ' ' || (s->>'value_en'), ' ') FROM jsonb_array_elements(NEW.specifications) s)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF title_fa, title_en, code, specifications, search_text ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text();
--> statement-breakpoint
UPDATE products SET search_text = '';
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") WHERE status = 1;
--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","id") WHERE status = 1;
--> statement-breakpoint
CREATE INDEX "products_title_fa_idx" ON "products" USING btree ("title_fa","id") WHERE status = 1;
--> statement-breakpoint
CREATE INDEX "products_title_en_idx" ON "products" USING btree ("title_en","id") WHERE status = 1;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","created_at") WHERE status = 1;
--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","created_at") WHERE status = 1;
--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE status = 1;
--> statement-breakpoint
-- Every instance keeps rendered pages and catalogue answers in memory; a change to what they show
-- tells every instance listening (LISTEN storefront_changes), once per statement, on commit.
CREATE OR REPLACE FUNCTION notify_storefront_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER brands_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER products_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER reviews_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER news_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER albums_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON albums
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER faqs_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faqs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER boxes_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON boxes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER provinces_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provinces
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER cities_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER transmits_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transmits
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER ticket_units_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_units
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
--> statement-breakpoint
CREATE TRIGGER ticket_categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_storefront_changes();
