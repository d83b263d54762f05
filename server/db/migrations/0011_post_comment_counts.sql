ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_author_hidden_idx" ON "comments" USING btree ("user_id","post_id") WHERE "comments"."report_count" >= 2;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_comment_count_nonnegative" CHECK ("posts"."comment_count" >= 0);--> statement-breakpoint
-- Issue 15: a feed card's comment count was a count over the post's comments on every read (a
-- fifth of the feed's database time). posts.comment_count now holds the comments that no rule
-- hides from everyone (author not banned, fewer reports than the threshold): what a viewer sees
-- before their own exceptions, which the feed applies when it reads (server/policy/comment-count.ts).
-- Like report_count (0007) it is recounted from the comments, never added to by hand, so no path
-- (cascades of an account deletion, a ban, a report crossing the threshold, seeds) can leave it wrong.

-- limits.reportHideThreshold (common/limits.ts); a test checks that they agree.
CREATE FUNCTION report_hide_threshold() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2
$$;
--> statement-breakpoint
-- Recounts the listed posts. Their rows are locked first, in one order, and counted by a later
-- statement, which sees what a concurrent writer committed while this one waited (as in 0007).
CREATE FUNCTION refresh_comment_counts(post_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array(SELECT DISTINCT id FROM unnest(post_ids) AS t(id) WHERE id IS NOT NULL ORDER BY 1);
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM posts WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE posts p SET comment_count = counted.n
  FROM (
    SELECT t.id, (SELECT count(*)::int FROM comments c
                  WHERE c.post_id = t.id AND c.report_count < report_hide_threshold()
                    AND NOT EXISTS (SELECT 1 FROM profiles b WHERE b.id = c.user_id AND b.banned)) AS n
    FROM unnest(ids) AS t(id)) counted
  WHERE p.id = counted.id AND p.comment_count <> counted.n;
END;
$$;
--> statement-breakpoint
-- Once per statement: a thread deleted with its replies, or an account's comments going by
-- cascade, recounts each post once.
CREATE FUNCTION comments_recount_posts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT post_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT post_id FROM old_rows);
  ELSE
    -- Only what can change a count: crossing the report threshold, or moving a comment.
    ids := array(
      SELECT unnest(array[o.post_id, n.post_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.report_count < report_hide_threshold()) <> (n.report_count < report_hide_threshold())
         OR o.post_id <> n.post_id OR o.user_id <> n.user_id);
  END IF;
  PERFORM refresh_comment_counts(ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comments_count_insert AFTER INSERT ON comments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_recount_posts();
--> statement-breakpoint
CREATE TRIGGER comments_count_update AFTER UPDATE ON comments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comments_recount_posts();
--> statement-breakpoint
CREATE TRIGGER comments_count_delete AFTER DELETE ON comments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_recount_posts();
--> statement-breakpoint
-- A ban hides the member's comments from everyone, and an unban shows them again.
CREATE FUNCTION profiles_ban_recount_comments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_comment_counts(array(SELECT post_id FROM comments WHERE user_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_ban_recount_comments AFTER UPDATE OF banned ON profiles
  FOR EACH ROW WHEN (OLD.banned IS DISTINCT FROM NEW.banned)
  EXECUTE FUNCTION profiles_ban_recount_comments();
--> statement-breakpoint
-- Every post's count from scratch, set-based (no row locks): for this migration and for seeds,
-- which write comments with triggers off. Running it again changes nothing.
CREATE FUNCTION repair_comment_counts() RETURNS void
LANGUAGE sql AS $$
  WITH counted AS (
    SELECT c.post_id, count(*)::int AS n FROM comments c
    WHERE c.report_count < report_hide_threshold()
      AND NOT EXISTS (SELECT 1 FROM profiles b WHERE b.id = c.user_id AND b.banned)
    GROUP BY c.post_id)
  UPDATE posts p SET comment_count = coalesce(counted.n, 0)
  FROM posts x LEFT JOIN counted ON counted.post_id = x.id
  WHERE p.id = x.id AND p.comment_count <> coalesce(counted.n, 0)
$$;
--> statement-breakpoint
SELECT repair_comment_counts();
