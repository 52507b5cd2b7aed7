CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of every name, as the search vector holds them; kept in the same statement as the write, once
-- per statement for bulk inserts. Words of renamed or deleted products stay: a correction towards a word
-- no name holds any more finds nothing, which is what the search would have found anyway.
INSERT INTO "search_words" ("word")
SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "products" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', name))) FROM added
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
-- A rename only (a row trigger: transition tables cannot name columns), so stock taken by orders costs nothing.
CREATE FUNCTION search_words_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT unnest(tsvector_to_array(to_tsvector('simple', NEW.name)))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_words_rename();
