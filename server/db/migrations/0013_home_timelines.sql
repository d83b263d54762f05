CREATE TABLE "home_timeline" (
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"post_id" uuid NOT NULL,
	CONSTRAINT "home_timeline_member_id_created_at_post_id_pk" PRIMARY KEY("member_id","created_at","post_id")
);
--> statement-breakpoint
CREATE TABLE "home_timeline_horizon" (
	"only_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "home_timeline_horizon_one_row" CHECK ("home_timeline_horizon"."only_row")
);
--> statement-breakpoint
CREATE INDEX "home_timeline_created_brin" ON "home_timeline" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "home_timeline_post_idx" ON "home_timeline" USING btree ("post_id");--> statement-breakpoint
-- Issue 15 (decision 020): the Following feed walked the whole feed index and kept the posts of
-- ~150 followed members (1,500 index entries and heap rows per page at a million posts). Each
-- member's timeline is now written ahead, from a horizon two weeks back; older pages still read
-- the posts. Triggers keep it whoever writes posts and follows (the app, seeds, cascades).
INSERT INTO home_timeline_horizon (only_row, at) VALUES (true, now() - interval '14 days');
--> statement-breakpoint
-- A new post goes to its author's followers and to the author. The author's profile is locked
-- first, as a follow of that author does: whichever of the two commits second then reads the
-- other's row (a later statement takes a fresh snapshot), so no post slips between them.
CREATE FUNCTION posts_fan_out() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  horizon timestamptz := (SELECT at FROM home_timeline_horizon);
BEGIN
  PERFORM 1 FROM profiles WHERE id IN (SELECT user_id FROM new_rows WHERE created_at >= horizon)
    ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO home_timeline (member_id, created_at, post_id)
    SELECT f.follower_id, n.created_at, n.id FROM new_rows n JOIN follows f ON f.following_id = n.user_id
    WHERE n.created_at >= horizon
    UNION ALL
    SELECT n.user_id, n.created_at, n.id FROM new_rows n WHERE n.created_at >= horizon
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_fan_out AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_fan_out();
--> statement-breakpoint
-- A follow copies the followed member's posts since the horizon.
CREATE FUNCTION follows_fill_timelines() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  horizon timestamptz := (SELECT at FROM home_timeline_horizon);
BEGIN
  PERFORM 1 FROM profiles WHERE id IN (SELECT following_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO home_timeline (member_id, created_at, post_id)
    SELECT n.follower_id, p.created_at, p.id FROM new_rows n JOIN posts p ON p.user_id = n.following_id
    WHERE p.created_at >= horizon
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER follows_fill_timelines AFTER INSERT ON follows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION follows_fill_timelines();
--> statement-breakpoint
-- Housekeeping only: the read checks the follow, a deleted post and every hiding rule itself.
CREATE FUNCTION follows_clear_timelines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM home_timeline t USING old_rows o, posts p
    WHERE t.member_id = o.follower_id AND p.id = t.post_id AND p.user_id = o.following_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER follows_clear_timelines AFTER DELETE ON follows
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION follows_clear_timelines();
--> statement-breakpoint
-- By post id: an account deletion removes the author's follows and posts by cascade, and the
-- triggers of both run after the two are gone.
CREATE FUNCTION posts_clear_timelines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM home_timeline WHERE post_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_clear_timelines AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_clear_timelines();
--> statement-breakpoint
CREATE FUNCTION profiles_clear_timeline() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM home_timeline WHERE member_id = OLD.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_clear_timeline AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_clear_timeline();
--> statement-breakpoint
-- Moves the horizon to `keep` ago (never back) and drops the rows before it. One node at a time.
CREATE FUNCTION trim_home_timelines(keep interval) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(727002) THEN
    RETURN;
  END IF;
  UPDATE home_timeline_horizon SET at = now() - keep WHERE at < now() - keep;
  DELETE FROM home_timeline WHERE created_at < (SELECT at FROM home_timeline_horizon);
END;
$$;
--> statement-breakpoint
INSERT INTO home_timeline (member_id, created_at, post_id)
  SELECT f.follower_id, p.created_at, p.id FROM posts p JOIN follows f ON f.following_id = p.user_id
  WHERE p.created_at >= (SELECT at FROM home_timeline_horizon)
  UNION ALL
  SELECT p.user_id, p.created_at, p.id FROM posts p
  WHERE p.created_at >= (SELECT at FROM home_timeline_horizon)
  ON CONFLICT DO NOTHING;
