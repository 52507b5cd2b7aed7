CREATE TABLE "search_word_categories" (
	"word" text NOT NULL,
	"category" text NOT NULL,
	"names" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_word_categories_word_category_pk" PRIMARY KEY("word","category")
);
--> statement-breakpoint
-- The vocabulary by category (decision 020, issue 26): a search of one word within a category counted its matches
-- up to the cap, and GIN intersected the category's whole list with the word's for it ('pulsar' in PC Components,
-- 8,833 matches of 166,667 products there: 20 ms at 1,000,000 products). As in the whole catalogue, a word that
-- a thousand names of the category hold reaches the cap without a count.
INSERT INTO "search_word_categories" ("word", "category", "names")
SELECT word, "category", count(*) FROM "products", unnest(tsvector_to_array("search_vector")) AS word
WHERE word ~ '[^0-9]'
GROUP BY 1, 2;
--> statement-breakpoint
-- As search_words_shift, by category: the words of `added` names (in `added_categories`) counted in and those of
-- `removed` names (in `removed_categories`) out, in one upsert that locks the rows in (word, category) order,
-- after the words and the pairs (every writer takes the words first, then the pairs, then these).
CREATE FUNCTION search_word_categories_shift(removed text[], removed_categories text[], added text[],
    added_categories text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_words text[];
  v_categories text[];
  v_deltas int[];
BEGIN
  SELECT array_agg(word ORDER BY word, category), array_agg(category ORDER BY word, category),
         array_agg(delta ORDER BY word, category)
  INTO v_words, v_categories, v_deltas
  FROM (
    SELECT word, category, sum(sign)::int AS delta
    FROM (
      SELECT unnest(tsvector_to_array(to_tsvector('simple', a.n))) AS word, a.c AS category, 1 AS sign
      FROM unnest(added, added_categories) AS a(n, c)
      UNION ALL
      SELECT unnest(tsvector_to_array(to_tsvector('simple', r.n))), r.c, -1
      FROM unnest(removed, removed_categories) AS r(n, c)
    ) AS w
    WHERE word ~ '[^0-9]'
    GROUP BY word, category
    HAVING sum(sign) <> 0
  ) AS d;
  IF v_words IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO search_word_categories AS s (word, category, names)
  SELECT w, c, delta FROM unnest(v_words, v_categories, v_deltas) AS d(w, c, delta) ORDER BY w, c
  ON CONFLICT (word, category) DO UPDATE SET names = s.names + excluded.names;
  DELETE FROM search_word_categories AS s USING unnest(v_words, v_categories) AS d(w, c)
  WHERE s.word = d.w AND s.category = d.c AND s.names <= 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_names text[];
  v_prices int[];
  v_categories text[];
BEGIN
  -- One pass, so that each name stands beside its own price and category.
  SELECT coalesce(array_agg(name), '{}'), coalesce(array_agg(price_paise), '{}'), coalesce(array_agg(category), '{}')
  INTO v_names, v_prices, v_categories FROM added;
  PERFORM search_words_shift('{}', v_names, v_prices);
  PERFORM search_pairs_shift('{}', v_names);
  PERFORM search_word_categories_shift('{}', '{}', v_names, v_categories);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_names text[];
  v_categories text[];
BEGIN
  SELECT coalesce(array_agg(name), '{}'), coalesce(array_agg(category), '{}') INTO v_names, v_categories FROM removed;
  PERFORM search_words_shift(v_names, '{}', '{}');
  PERFORM search_pairs_shift(v_names, '{}');
  PERFORM search_word_categories_shift(v_names, v_categories, '{}', '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A rename, a move to another category, or both.
CREATE OR REPLACE FUNCTION search_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name IS DISTINCT FROM NEW.name THEN
    PERFORM search_words_shift(ARRAY[OLD.name], ARRAY[NEW.name], ARRAY[NEW.price_paise]);
    PERFORM search_pairs_shift(ARRAY[OLD.name], ARRAY[NEW.name]);
  END IF;
  PERFORM search_word_categories_shift(ARRAY[OLD.name], ARRAY[OLD.category], ARRAY[NEW.name], ARRAY[NEW.category]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_words_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE OF name, category ON products
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category IS DISTINCT FROM NEW.category)
EXECUTE FUNCTION search_words_renamed();
