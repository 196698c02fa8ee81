-- Issue 30 §3: a list page's ids are read from one index, filtered there, with no visit to the
-- products' wide rows (descriptions, specifications, images): each sort's index carries the columns
-- the list filters by (category, brand, stock, age), and the newest-first one the search text too,
-- so that a search's bounded count and its page are found in the index (an index-only scan,
-- once VACUUM has marked the pages visible, as autovacuum does).
DROP INDEX "products_created_idx";
--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") INCLUDE ("category_id","brand_id","stock","search_text") WHERE status = 1;
--> statement-breakpoint
DROP INDEX "products_price_idx";
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") INCLUDE ("category_id","brand_id","stock","created_at") WHERE status = 1;
--> statement-breakpoint
DROP INDEX "products_stock_idx";
--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","id") INCLUDE ("category_id","brand_id","created_at") WHERE status = 1;
--> statement-breakpoint
DROP INDEX "products_title_fa_idx";
--> statement-breakpoint
CREATE INDEX "products_title_fa_idx" ON "products" USING btree ("title_fa","id") INCLUDE ("category_id","brand_id","stock","created_at") WHERE status = 1;
--> statement-breakpoint
DROP INDEX "products_title_en_idx";
--> statement-breakpoint
CREATE INDEX "products_title_en_idx" ON "products" USING btree ("title_en","id") INCLUDE ("category_id","brand_id","stock","created_at") WHERE status = 1;
--> statement-breakpoint
DROP INDEX "products_category_idx";
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","created_at") INCLUDE ("id","brand_id","stock","price") WHERE status = 1;
--> statement-breakpoint
DROP INDEX "products_brand_idx";
--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","created_at") INCLUDE ("id","category_id","stock","price") WHERE status = 1;
