ALTER TABLE "search_words" ADD COLUMN "cheapest_paise" integer;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "dearest_paise" integer;--> statement-breakpoint
-- Each word's price bounds (decision 020, issue 26): a search sorted by price walks the price index, and a word
-- held only by cheap products ('saga': none dearer than 2,499 rupees, while 700,000 of a million products are)
-- walked past every dearer product before its first page (147 ms sorted dearest first). The bounds only ever
-- widen: a product leaving a word, or getting cheaper, leaves them looser, never wrong.
UPDATE "search_words" AS s SET "cheapest_paise" = d.lo, "dearest_paise" = d.hi
FROM (
  SELECT word, min("price_paise") AS lo, max("price_paise") AS hi
  FROM "products", unnest(tsvector_to_array("search_vector")) AS word
  GROUP BY word
) AS d
WHERE s."word" = d.word;
--> statement-breakpoint
DROP FUNCTION search_words_shift(text[], text[]);
--> statement-breakpoint
-- The words of `added` names (at `prices`) counted in and those of `removed` out, and each word's bounds widened
-- to the prices of the names added, in one upsert that locks the rows in the words' order (so two writers never
-- deadlock on them). A word whose count and bounds stay as they are is locked and left unwritten.
CREATE FUNCTION search_words_shift(removed text[], added text[], prices int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_words text[];
  v_deltas int[];
  v_lows int[];
  v_highs int[];
BEGIN
  SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word), array_agg(lo ORDER BY word),
         array_agg(hi ORDER BY word)
  INTO v_words, v_deltas, v_lows, v_highs
  FROM (
    SELECT word, sum(sign)::int AS delta, min(price) AS lo, max(price) AS hi
    FROM (
      SELECT unnest(tsvector_to_array(to_tsvector('simple', a.n))) AS word, 1 AS sign, a.price
      FROM unnest(added, prices) AS a(n, price)
      UNION ALL
      SELECT unnest(tsvector_to_array(to_tsvector('simple', n))), -1, NULL FROM unnest(removed) AS n
    ) AS w
    WHERE word ~ '[^0-9]'
    GROUP BY word
  ) AS d
  WHERE delta <> 0 OR lo IS NOT NULL;
  IF v_words IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO search_words AS s (word, names, cheapest_paise, dearest_paise)
  SELECT word, delta, lo, hi FROM unnest(v_words, v_deltas, v_lows, v_highs) AS d(word, delta, lo, hi) ORDER BY word
  ON CONFLICT (word) DO UPDATE SET names = s.names + excluded.names,
    cheapest_paise = least(s.cheapest_paise, excluded.cheapest_paise),
    dearest_paise = greatest(s.dearest_paise, excluded.dearest_paise)
  WHERE excluded.names <> 0 OR s.cheapest_paise > excluded.cheapest_paise OR s.dearest_paise < excluded.dearest_paise;
  DELETE FROM search_words WHERE word = ANY (v_words) AND names <= 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_names text[];
  v_prices int[];
BEGIN
  -- One pass, so that each name stands beside its own price.
  SELECT coalesce(array_agg(name), '{}'), coalesce(array_agg(price_paise), '{}') INTO v_names, v_prices FROM added;
  PERFORM search_words_shift('{}', v_names, v_prices);
  PERFORM search_pairs_shift('{}', v_names);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift(ARRAY(SELECT name FROM removed), '{}', '{}');
  PERFORM search_pairs_shift(ARRAY(SELECT name FROM removed), '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift(ARRAY[OLD.name], ARRAY[NEW.name], ARRAY[NEW.price_paise]);
  PERFORM search_pairs_shift(ARRAY[OLD.name], ARRAY[NEW.name]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new price widens the bounds of the name's words (once per row: an admin's edit, an import's update; orders
-- change stock, not prices, and stay HOT updates).
CREATE FUNCTION search_words_repriced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift(ARRAY[NEW.name], ARRAY[NEW.name], ARRAY[NEW.price_paise]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_price AFTER UPDATE OF price_paise ON products
FOR EACH ROW WHEN (OLD.price_paise IS DISTINCT FROM NEW.price_paise) EXECUTE FUNCTION search_words_repriced();
