-- A product's code as people type it off a box, without its dashes or spaces (AS-PGA-01 typed
-- "aspga01"): the searchable text holds the code both ways. The rest is as 0033 wrote it.
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := storefront_joined(concat_ws(' ', NEW.title_fa, NEW.title_en, NEW.code,
    regexp_replace(lower(NEW.code), '[^a-z0-9]+', '', 'g'),
    (SELECT string_agg((s->>'value_fa') || ' ' || (s->>'value_en'), ' ') FROM jsonb_array_elements(NEW.specifications) s)));
  NEW.rank_title_fa := storefront_rank_text(NEW.title_fa);
  NEW.rank_title_en := storefront_rank_text(NEW.title_en);
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE products SET search_text = '';
