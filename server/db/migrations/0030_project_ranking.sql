ALTER TABLE "projects" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bookmark_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at","id" collate "C");--> statement-breakpoint
CREATE INDEX "projects_mrr_rank_idx" ON "projects" USING btree (coalesce("mrr", -1),"id");--> statement-breakpoint
CREATE INDEX "projects_users_rank_idx" ON "projects" USING btree (coalesce("user_count", -1),"id");--> statement-breakpoint
CREATE INDEX "projects_followers_rank_idx" ON "projects" USING btree ("follower_count","id");--> statement-breakpoint
CREATE INDEX "projects_bookmarks_rank_idx" ON "projects" USING btree ("bookmark_count","id");--> statement-breakpoint
CREATE INDEX "projects_launched_idx" ON "projects" USING btree ("launched_date","id") WHERE "projects"."launched_date" is not null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_follower_count_nonnegative" CHECK ("projects"."follower_count" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_bookmark_count_nonnegative" CHECK ("projects"."bookmark_count" >= 0);--> statement-breakpoint
-- Issue 20: Explore's "most followed" and "most bookmarked" orders counted every project's
-- follows and bookmarks per request. projects.follower_count holds the followers the project page
-- counts (banned members left out) and bookmark_count the bookmarks. Like comment_count (0011)
-- they are recounted from the rows, never added to by hand, so no path (an account deletion's
-- cascades, a ban, seeds) can leave them wrong.

-- Recounts the listed projects. Their rows are locked first, in one order, and counted by a later
-- statement, which sees what a concurrent writer committed while this one waited (as in 0007).
CREATE FUNCTION refresh_project_counts(project_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array(SELECT DISTINCT id FROM unnest(project_ids) AS t(id) WHERE id IS NOT NULL ORDER BY 1);
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM projects WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET follower_count = counted.followers, bookmark_count = counted.bookmarks
  FROM (
    SELECT t.id,
      (SELECT count(*)::int FROM project_follows f WHERE f.project_id = t.id
         AND NOT EXISTS (SELECT 1 FROM profiles b WHERE b.id = f.member_id AND b.banned)) AS followers,
      (SELECT count(*)::int FROM project_bookmarks k WHERE k.project_id = t.id) AS bookmarks
    FROM unnest(ids) AS t(id)) counted
  WHERE p.id = counted.id
    AND (p.follower_count <> counted.followers OR p.bookmark_count <> counted.bookmarks);
END;
$$;
--> statement-breakpoint
-- Once per statement: an account's follows and bookmarks going by cascade recount each project once.
CREATE FUNCTION project_rows_recount() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_counts(array(SELECT project_id FROM new_rows));
  ELSE
    PERFORM refresh_project_counts(array(SELECT project_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER project_follows_count_insert AFTER INSERT ON project_follows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_rows_recount();
--> statement-breakpoint
CREATE TRIGGER project_follows_count_delete AFTER DELETE ON project_follows
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_rows_recount();
--> statement-breakpoint
CREATE TRIGGER project_bookmarks_count_insert AFTER INSERT ON project_bookmarks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_rows_recount();
--> statement-breakpoint
CREATE TRIGGER project_bookmarks_count_delete AFTER DELETE ON project_bookmarks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_rows_recount();
--> statement-breakpoint
-- A ban leaves the member out of the follower counts, and an unban counts them again.
CREATE FUNCTION profiles_ban_recount_projects() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_project_counts(array(SELECT project_id FROM project_follows WHERE member_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_ban_recount_projects AFTER UPDATE OF banned ON profiles
  FOR EACH ROW WHEN (OLD.banned IS DISTINCT FROM NEW.banned)
  EXECUTE FUNCTION profiles_ban_recount_projects();
--> statement-breakpoint
-- Every project's counts from scratch, set-based (no row locks): for this migration and for
-- seeds, which may write follows with triggers off. Running it again changes nothing.
CREATE FUNCTION repair_project_counts() RETURNS void
LANGUAGE sql AS $$
  WITH followers AS (
    SELECT f.project_id, count(*)::int AS n FROM project_follows f
    WHERE NOT EXISTS (SELECT 1 FROM profiles b WHERE b.id = f.member_id AND b.banned)
    GROUP BY f.project_id),
  bookmarks AS (
    SELECT k.project_id, count(*)::int AS n FROM project_bookmarks k GROUP BY k.project_id)
  UPDATE projects p
  SET follower_count = coalesce(followers.n, 0), bookmark_count = coalesce(bookmarks.n, 0)
  FROM projects x
    LEFT JOIN followers ON followers.project_id = x.id
    LEFT JOIN bookmarks ON bookmarks.project_id = x.id
  WHERE p.id = x.id
    AND (p.follower_count <> coalesce(followers.n, 0) OR p.bookmark_count <> coalesce(bookmarks.n, 0))
$$;
--> statement-breakpoint
SELECT repair_project_counts();
