CREATE TABLE "revenue_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"sealed_key" text NOT NULL,
	"key_last4" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"numbers" jsonb,
	"last_manual_sync_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_connections_provider" CHECK ("revenue_connections"."provider" in ('stripe')),
	CONSTRAINT "revenue_connections_status" CHECK ("revenue_connections"."status" in ('active', 'needs_attention')),
	CONSTRAINT "revenue_connections_key_last4" CHECK (char_length("revenue_connections"."key_last4") = 4),
	CONSTRAINT "revenue_connections_sealed" CHECK ("revenue_connections"."sealed_key" like 'v1.%')
);
--> statement-breakpoint
ALTER TABLE "project_metrics" DROP CONSTRAINT "project_metrics_metric";--> statement-breakpoint
DROP INDEX "project_metrics_page_idx";--> statement-breakpoint
ALTER TABLE "project_metrics" ADD COLUMN "source" text DEFAULT 'self_reported' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_metrics" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "revenue_connections" ADD CONSTRAINT "revenue_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_connections" ADD CONSTRAINT "revenue_connections_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_connections_project_key" ON "revenue_connections" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_metrics_page_idx" ON "project_metrics" USING btree ("project_id","metric","source","recorded_at","id");--> statement-breakpoint
ALTER TABLE "project_metrics" ADD CONSTRAINT "project_metrics_source" CHECK ("project_metrics"."source" in ('self_reported', 'verified'));--> statement-breakpoint
ALTER TABLE "project_metrics" ADD CONSTRAINT "project_metrics_currency" CHECK (("project_metrics"."currency" is null) = ("project_metrics"."source" = 'self_reported' or "project_metrics"."metric" <> 'mrr'));--> statement-breakpoint
ALTER TABLE "project_metrics" ADD CONSTRAINT "project_metrics_metric" CHECK ("project_metrics"."metric" in ('users', 'mrr', 'customers'));