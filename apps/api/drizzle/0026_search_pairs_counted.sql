CREATE TABLE "search_pairs" (
	"first" text NOT NULL,
	"second" text NOT NULL,
	"names" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_pairs_first_second_pk" PRIMARY KEY("first","second")
);
--> statement-breakpoint
-- The pairs of words side by side in the names, counted (decision 020, issue 26): a search of two words that a
-- thousand names or more hold side by side reaches the cap, and skips its count (GIN hands over every product
-- holding both words as a bitmap before the first is counted: 'scale figure', 47,528 of them, 10 ms).
-- The pairs of one name, each once: lexemes whose positions follow each other, neither of digits only.
CREATE FUNCTION search_name_pairs(n text) RETURNS TABLE (first text, second text) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT a.lexeme, b.lexeme
  FROM unnest(to_tsvector('simple', n)) AS a, unnest(a.positions) AS pa,
       unnest(to_tsvector('simple', n)) AS b, unnest(b.positions) AS pb
  WHERE pb = pa + 1 AND a.lexeme ~ '[^0-9]' AND b.lexeme ~ '[^0-9]'
$$;
--> statement-breakpoint
INSERT INTO "search_pairs" ("first", "second", "names")
SELECT p.first, p.second, count(*) FROM "products", search_name_pairs("products"."name") AS p GROUP BY 1, 2;
--> statement-breakpoint
-- As search_words_shift: the pairs of `added` names counted in, those of `removed` out, in one upsert that locks
-- the rows in the pairs' order (after the words': every writer takes the words first, then the pairs).
CREATE FUNCTION search_pairs_shift(removed text[], added text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_firsts text[];
  v_seconds text[];
  v_deltas int[];
BEGIN
  SELECT array_agg(first ORDER BY first, second), array_agg(second ORDER BY first, second),
         array_agg(delta ORDER BY first, second)
  INTO v_firsts, v_seconds, v_deltas
  FROM (
    SELECT p.first, p.second, sum(named.sign)::int AS delta
    FROM (
      SELECT n, 1 AS sign FROM unnest(added) AS n
      UNION ALL
      SELECT n, -1 FROM unnest(removed) AS n
    ) AS named, search_name_pairs(named.n) AS p
    GROUP BY p.first, p.second
    HAVING sum(named.sign) <> 0
  ) AS d;
  IF v_firsts IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO search_pairs AS s (first, second, names)
  SELECT f, sc, delta FROM unnest(v_firsts, v_seconds, v_deltas) AS d(f, sc, delta) ORDER BY f, sc
  ON CONFLICT (first, second) DO UPDATE SET names = s.names + excluded.names;
  DELETE FROM search_pairs AS s USING unnest(v_firsts, v_seconds) AS d(f, sc)
  WHERE s.first = d.f AND s.second = d.sc AND s.names <= 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift('{}', ARRAY(SELECT name FROM added));
  PERFORM search_pairs_shift('{}', ARRAY(SELECT name FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift(ARRAY(SELECT name FROM removed), '{}');
  PERFORM search_pairs_shift(ARRAY(SELECT name FROM removed), '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_shift(ARRAY[OLD.name], ARRAY[NEW.name]);
  PERFORM search_pairs_shift(ARRAY[OLD.name], ARRAY[NEW.name]);
  RETURN NULL;
END $$;
