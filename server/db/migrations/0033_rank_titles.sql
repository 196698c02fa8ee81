-- A search's best match (sort=-relevance) reads each title folded, its separators made spaces and
-- a space at each end (shared/persian-text.ts rankText). Made for each match as it was ranked, that
-- cost some 50 µs of PostgreSQL a match; stored, ranking one is a few LIKEs (1-2 µs). The bracket
-- is RANK_SEPARATORS (server/modules/catalog/relevance.test.ts holds both equal on any text).
ALTER TABLE "products" ADD COLUMN "rank_title_fa" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rank_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_rank_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || regexp_replace(storefront_fold(t), '[,،؛;:!?()\[\]{}"''«»/\\|+*=<>~`\^×\-–—.٫٬%#&@_\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u0009\u000a\u000b\u000c\u000d\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', ' ', 'g') || ' '
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := storefront_joined(concat_ws(' ', NEW.title_fa, NEW.title_en, NEW.code,
    (SELECT string_agg((s->>'value_fa') || ' ' || (s->>'value_en'), ' ') FROM jsonb_array_elements(NEW.specifications) s)));
  NEW.rank_title_fa := storefront_rank_text(NEW.title_fa);
  NEW.rank_title_en := storefront_rank_text(NEW.title_en);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Written by the database whoever writes: an update that sets either is made again too.
DROP TRIGGER products_search_text ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF title_fa, title_en, code, specifications, search_text, rank_title_fa, rank_title_en ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text();
--> statement-breakpoint
UPDATE products SET search_text = '';
