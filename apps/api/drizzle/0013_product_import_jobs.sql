CREATE TABLE "product_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_import_jobs_status_check" CHECK ("product_import_jobs"."status" in ('checking', 'ready', 'invalid', 'applying', 'applied', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "product_import_jobs_created_idx" ON "product_import_jobs" USING btree ("created_at");