DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "names" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The vocabulary counted (decision 020): each word with the number of names that hold it, so that a word leaves
-- with the last name that held it (a rename or a delete no longer leaves its words behind for ever), and without
-- words of digits only, which grow with the catalogue ('Vol. 17', 'Sticker 1042') and which no typo corrects.
DROP TRIGGER "products_words_insert" ON "products";--> statement-breakpoint
DROP TRIGGER "products_words_update" ON "products";--> statement-breakpoint
DROP FUNCTION search_words_add();--> statement-breakpoint
DROP FUNCTION search_words_rename();--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word", "names")
SELECT word, count(*) FROM "products", unnest(tsvector_to_array("search_vector")) AS word
WHERE word ~ '[^0-9]' GROUP BY word;
--> statement-breakpoint
-- Adds the words of `added` and takes away those of `removed` (names), in one upsert: the rows locked in the
-- words' order, so two writers never wait on each other in opposite orders. A word no name holds any more goes.
CREATE FUNCTION search_words_shift(removed text[], added text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_words text[];
  v_deltas int[];
BEGIN
  SELECT array_agg(word ORDER BY word), array_agg(delta ORDER BY word) INTO v_words, v_deltas
  FROM (
    SELECT word, sum(sign)::int AS delta
    FROM (
      SELECT unnest(tsvector_to_array(to_tsvector('simple', n))) AS word, 1 AS sign FROM unnest(added) AS n
      UNION ALL
      SELECT unnest(tsvector_to_array(to_tsvector('simple', n))), -1 FROM unnest(removed) AS n
    ) AS w
    WHERE word ~ '[^0-9]'
    GROUP BY word
    HAVING sum(sign) <> 0
  ) AS d;
  IF v_words IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO search_words AS s (word, names)
  SELECT word, delta FROM unnest(v_words, v_deltas) AS d(word, delta) ORDER BY word
  ON CONFLICT (word) DO UPDATE SET names = s.names + excluded.names;
  DELETE FROM search_words WHERE word = ANY (v_words) AND names <= 0;
END $$;
--> statement-breakpoint
-- Once per statement for inserts and deletes (a bulk import or bulk delete is one upsert), once per row for a
-- rename only (transition tables cannot name columns), so stock taken by orders costs nothing.
CREATE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift('{}', ARRAY(SELECT name FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift(ARRAY(SELECT name FROM removed), '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift(ARRAY[OLD.name], ARRAY[NEW.name]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
--> statement-breakpoint
CREATE TRIGGER products_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_words_removed();
--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_words_renamed();
