CREATE TABLE "project_follows" (
	"project_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_follows_project_id_member_id_pk" PRIMARY KEY("project_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "project_updates" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"milestone_kind" text,
	"milestone_value" integer,
	"milestone_text" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_updates_milestone_shape" CHECK (("project_updates"."milestone_kind" is null and "project_updates"."milestone_value" is null and "project_updates"."milestone_text" is null)
        or ("project_updates"."milestone_kind" in ('launched', 'first_user', 'first_paying_customer') and "project_updates"."milestone_value" is null and "project_updates"."milestone_text" is null)
        or ("project_updates"."milestone_kind" in ('users', 'mrr') and "project_updates"."milestone_value" > 0 and "project_updates"."milestone_text" is null)
        or ("project_updates"."milestone_kind" = 'custom' and "project_updates"."milestone_value" is null and char_length(btrim("project_updates"."milestone_text")) between 1 and 80))
);
--> statement-breakpoint
ALTER TABLE "project_follows" ADD CONSTRAINT "project_follows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_follows" ADD CONSTRAINT "project_follows_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_follows_page_idx" ON "project_follows" USING btree ("project_id","created_at","member_id");--> statement-breakpoint
CREATE INDEX "project_follows_member_idx" ON "project_follows" USING btree ("member_id","project_id");--> statement-breakpoint
CREATE INDEX "project_updates_page_idx" ON "project_updates" USING btree ("project_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "project_updates_milestone_idx" ON "project_updates" USING btree ("project_id","created_at","post_id") WHERE "project_updates"."milestone_kind" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_project_update_key" ON "notifications" USING btree ("user_id","project_id") WHERE not "notifications"."is_read" and "notifications"."type" = 'project_update';--> statement-breakpoint
-- Issue 17 (decision 026): a project's updates reach its followers' Following feed through the
-- timelines of decision 020. A new update goes to the project's followers; a follow of a project
-- copies its updates since the horizon. Both lock the project row first (as posts and follows
-- lock the author's profile), so whichever commits second reads the other's row.
CREATE FUNCTION project_updates_fan_out() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  horizon timestamptz := (SELECT at FROM home_timeline_horizon);
BEGIN
  PERFORM 1 FROM projects WHERE id IN (SELECT project_id FROM new_rows WHERE created_at >= horizon)
    ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO home_timeline (member_id, created_at, post_id)
    SELECT pf.member_id, n.created_at, n.post_id FROM new_rows n
      JOIN project_follows pf ON pf.project_id = n.project_id
    WHERE n.created_at >= horizon
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER project_updates_fan_out AFTER INSERT ON project_updates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_updates_fan_out();
--> statement-breakpoint
CREATE FUNCTION project_follows_fill_timelines() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  horizon timestamptz := (SELECT at FROM home_timeline_horizon);
BEGIN
  PERFORM 1 FROM projects WHERE id IN (SELECT project_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO home_timeline (member_id, created_at, post_id)
    SELECT n.member_id, u.created_at, u.post_id FROM new_rows n
      JOIN project_updates u ON u.project_id = n.project_id
    WHERE u.created_at >= horizon
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER project_follows_fill_timelines AFTER INSERT ON project_follows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_follows_fill_timelines();
--> statement-breakpoint
-- Housekeeping only (the read checks every reason a post is there): an unfollowed project's
-- updates leave the timeline unless the member wrote them or still follows their author.
CREATE FUNCTION project_follows_clear_timelines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM home_timeline t USING old_rows o, project_updates u, posts p
    WHERE t.member_id = o.member_id AND u.project_id = o.project_id AND t.post_id = u.post_id
      AND p.id = u.post_id AND p.user_id <> o.member_id
      AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = o.member_id AND f.following_id = p.user_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER project_follows_clear_timelines AFTER DELETE ON project_follows
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_follows_clear_timelines();
--> statement-breakpoint
-- Unfollowing a member now keeps their updates of projects the member still follows.
CREATE OR REPLACE FUNCTION follows_clear_timelines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM home_timeline t USING old_rows o, posts p
    WHERE t.member_id = o.follower_id AND p.id = t.post_id AND p.user_id = o.following_id
      AND NOT EXISTS (SELECT 1 FROM project_updates u JOIN project_follows pf ON pf.project_id = u.project_id
        WHERE u.post_id = p.id AND pf.member_id = o.follower_id);
  RETURN NULL;
END;
$$;
