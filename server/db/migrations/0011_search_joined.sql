-- Issue 26 §1: a Persian compound is found however it is typed (with its ZWNJ, a space, or joined,
-- as most phone keyboards make people type it). The searchable text is stored folded and without
-- its spaces (shared/persian-text.ts withoutSpaces; a server test checks both agree), and every
-- word of a query is matched inside it.
CREATE OR REPLACE FUNCTION storefront_joined(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(storefront_fold(t), '\s+', '', 'g')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := storefront_joined(concat_ws(' ', NEW.title_fa, NEW.title_en, NEW.code,
    (SELECT string_agg((s->>'value_fa') || ' ' || (s->>'value_en'), ' ') FROM jsonb_array_elements(NEW.specifications) s)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE products SET search_text = '';
