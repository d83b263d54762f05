-- Votes of members banned later stop counting (issue 32 §3, decision 046): a ban takes the
-- counted mark off their votes on launches still open, and launch_votes_count (0037) takes
-- them off the counted totals. Frozen days keep their ranks; an unban does not restore the mark
-- (whether a vote counts is decided when it is cast).
CREATE FUNCTION launch_votes_of_banned() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE launch_votes v SET counted = false
    FROM launches l
    WHERE v.member_id = NEW.id AND v.counted AND l.id = v.launch_id AND l.state = 'live';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER launch_votes_of_banned AFTER UPDATE OF banned ON profiles
  FOR EACH ROW WHEN (NEW.banned AND NOT OLD.banned) EXECUTE FUNCTION launch_votes_of_banned();
