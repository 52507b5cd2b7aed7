DROP INDEX "orders_idempotency_key_key";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";