-- Orders placed before this release: their units (for the velocity limits), and their Idempotency-Keys,
-- kept for the 24 hours a key lives. Their fingerprint is unknown: a retry with the same key gets the
-- order whatever its body, as before.
UPDATE "orders" SET "units" = coalesce((SELECT sum("quantity") FROM "order_lines" WHERE "order_lines"."order_id" = "orders"."id"), 0);
--> statement-breakpoint
INSERT INTO "order_idempotency_keys" ("key", "fingerprint", "order_id", "expires_at")
SELECT "idempotency_key", '', "id", "created_at" + interval '24 hours' FROM "orders"
WHERE "idempotency_key" IS NOT NULL AND "created_at" > now() - interval '24 hours';
--> statement-breakpoint
-- A database that already has users has had its first start: demo data is never seeded into it again.
INSERT INTO "app_state" ("key", "value")
SELECT 'firstStartAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
WHERE EXISTS (SELECT 1 FROM "users");
