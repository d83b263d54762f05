ALTER TABLE "comments" DROP CONSTRAINT "comments_content_length";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_content_length" CHECK (char_length("comments"."content") between 1 and 2000 or ("comments"."deleted_at" is not null and "comments"."content" = ''));--> statement-breakpoint
-- Issue 19: a tombstone (a comment its author deleted while it had replies) is no longer a
-- comment, so posts.comment_count (0011) leaves it out, and becoming one recounts its post.
CREATE OR REPLACE FUNCTION refresh_comment_counts(post_ids uuid[]) RETURNS void
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
                    AND c.deleted_at IS NULL
                    AND NOT EXISTS (SELECT 1 FROM profiles b WHERE b.id = c.user_id AND b.banned)) AS n
    FROM unnest(ids) AS t(id)) counted
  WHERE p.id = counted.id AND p.comment_count <> counted.n;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_recount_posts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT post_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT post_id FROM old_rows);
  ELSE
    -- Only what can change a count: crossing the report threshold, becoming a tombstone, or
    -- moving a comment.
    ids := array(
      SELECT unnest(array[o.post_id, n.post_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.report_count < report_hide_threshold()) <> (n.report_count < report_hide_threshold())
         OR (o.deleted_at IS NULL) <> (n.deleted_at IS NULL)
         OR o.post_id <> n.post_id OR o.user_id <> n.user_id);
  END IF;
  PERFORM refresh_comment_counts(ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION repair_comment_counts() RETURNS void
LANGUAGE sql AS $$
  WITH counted AS (
    SELECT c.post_id, count(*)::int AS n FROM comments c
    WHERE c.report_count < report_hide_threshold() AND c.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM profiles b WHERE b.id = c.user_id AND b.banned)
    GROUP BY c.post_id)
  UPDATE posts p SET comment_count = coalesce(counted.n, 0)
  FROM posts x LEFT JOIN counted ON counted.post_id = x.id
  WHERE p.id = x.id AND p.comment_count <> coalesce(counted.n, 0)
$$;
