-- Products per category, kept in the same transaction as the write that changes them: statement-level
-- triggers over the transition tables for inserts and deletes, so a bulk insert updates each category's
-- row once; a row trigger for a change of category only, so the stock an order takes writes no count.
INSERT INTO "product_category_counts" ("category", "count")
SELECT "category", count(*) FROM "products" GROUP BY "category";
--> statement-breakpoint
CREATE FUNCTION product_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_category_counts (category, count)
  SELECT category, count(*) FROM added GROUP BY category
  ON CONFLICT (category) DO UPDATE SET count = product_category_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_category_counts c SET count = c.count - r.n
  FROM (SELECT category, count(*) AS n FROM removed GROUP BY category) r
  WHERE c.category = r.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_category_counts SET count = count - 1 WHERE category = OLD.category;
  INSERT INTO product_category_counts (category, count) VALUES (NEW.category, 1)
  ON CONFLICT (category) DO UPDATE SET count = product_category_counts.count + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_counts_add();
--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION product_counts_remove();
--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE OF category ON products
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category) EXECUTE FUNCTION product_counts_move();
--> statement-breakpoint
-- Human order numbers from one sequence instead of a counter row per day that every order locked:
-- ORD-<day>-<n>, n never reused, starting after the highest number any day has given so far.
CREATE SEQUENCE order_number_seq;
--> statement-breakpoint
SELECT setval('order_number_seq', greatest((SELECT max("last") FROM "order_counters"), 0) + 1, false);
