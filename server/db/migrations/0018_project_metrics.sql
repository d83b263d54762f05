CREATE TABLE "project_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_metrics_metric" CHECK ("project_metrics"."metric" in ('users', 'mrr')),
	CONSTRAINT "project_metrics_value_nonnegative" CHECK ("project_metrics"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "project_metrics" ADD CONSTRAINT "project_metrics_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_metrics_page_idx" ON "project_metrics" USING btree ("project_id","metric","recorded_at","id");--> statement-breakpoint
-- Issue 17 §3: every change of a project's users or MRR is kept with its time, whoever writes
-- (the app, seeds). Clearing a number records nothing: its history stays as it was.
CREATE FUNCTION projects_record_metrics() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_count IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.user_count IS DISTINCT FROM OLD.user_count) THEN
    INSERT INTO project_metrics (project_id, metric, value) VALUES (NEW.id, 'users', NEW.user_count);
  END IF;
  IF NEW.mrr IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.mrr IS DISTINCT FROM OLD.mrr) THEN
    INSERT INTO project_metrics (project_id, metric, value) VALUES (NEW.id, 'mrr', NEW.mrr);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_record_metrics AFTER INSERT OR UPDATE OF user_count, mrr ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_record_metrics();
--> statement-breakpoint
-- Today's numbers become each project's first points, dated by its last change.
INSERT INTO project_metrics (project_id, metric, value, recorded_at)
  SELECT id, 'users', user_count, updated_at FROM projects WHERE user_count IS NOT NULL
  UNION ALL
  SELECT id, 'mrr', mrr, updated_at FROM projects WHERE mrr IS NOT NULL;
