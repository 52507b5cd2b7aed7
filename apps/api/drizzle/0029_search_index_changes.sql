CREATE TABLE "search_index_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_index_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"old_created_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_index_head" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_index_head_one" CHECK ("search_index_head"."one")
);
--> statement-breakpoint
-- The changes a worker's search index follows (decision 024). A statement that may change what the index holds
-- takes the catalogue's change lock before it touches a row (BEFORE ... FOR EACH STATEMENT: before any row lock or
-- any other trigger's), and keeps it until its transaction ends: writers of changes go one at a time, so a change
-- never commits after one with a later number, and an index that has read up to a number has missed nothing
-- before it. Stock updates (orders) name none of these columns and take nothing: the index holds a product's
-- words, category, date, price and rating (its sorts), never its stock.
CREATE FUNCTION search_index_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('search_index_changes'));
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO search_index_head (one, seq) VALUES (true, 0);
--> statement-breakpoint
-- The head moves to the last change written, in the writer's transaction: readers see it once the changes commit.
-- The newest 100,000 changes are kept: an index further behind than that is built anew.
CREATE FUNCTION search_index_moved(last bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF last IS NULL THEN
    RETURN;
  END IF;
  UPDATE search_index_head SET seq = last;
  DELETE FROM search_index_changes WHERE seq <= last - 100000;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_index_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_seq bigint;
BEGIN
  WITH written AS (
    INSERT INTO search_index_changes (product_id) SELECT id FROM added ORDER BY created_at, id DESC RETURNING seq
  ) SELECT max(seq) INTO v_seq FROM written;
  PERFORM search_index_moved(v_seq);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_index_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_seq bigint;
BEGIN
  WITH written AS (
    INSERT INTO search_index_changes (product_id, old_created_at) SELECT id, created_at FROM removed RETURNING seq
  ) SELECT max(seq) INTO v_seq FROM written;
  PERFORM search_index_moved(v_seq);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_index_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_seq bigint;
BEGIN
  INSERT INTO search_index_changes (product_id, old_created_at) VALUES (OLD.id, OLD.created_at) RETURNING seq INTO v_seq;
  PERFORM search_index_moved(v_seq);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_changes_lock
  BEFORE INSERT OR DELETE OR UPDATE OF name, category, created_at, price_paise, rating ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_lock();
--> statement-breakpoint
CREATE TRIGGER products_changes_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_index_inserted();
--> statement-breakpoint
CREATE TRIGGER products_changes_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_index_deleted();
--> statement-breakpoint
CREATE TRIGGER products_changes_update AFTER UPDATE OF name, category, created_at, price_paise, rating ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.price_paise IS DISTINCT FROM NEW.price_paise
    OR OLD.rating IS DISTINCT FROM NEW.rating)
  EXECUTE FUNCTION search_index_changed();
