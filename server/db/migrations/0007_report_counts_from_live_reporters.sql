-- Issue 14: report_count is derived from the reports, never added to by hand, so no path (a
-- second spelling of an id, a reporter deleted or banned, a dismissal) can leave it wrong.
-- Triggers rather than service code: account deletion removes a reporter's reports by cascade,
-- where no service code runs, and seeds or imports write reports directly.

-- The members holding an item hidden: open reports by members who exist and are not banned.
CREATE FUNCTION live_report_count(kind text, target text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(DISTINCT r.user_id)::int
  FROM reports r JOIN profiles rp ON rp.id = r.user_id
  WHERE r.reported_type = kind AND r.reported_id = target AND r.status = 'open' AND NOT rp.banned
$$;
--> statement-breakpoint
-- Recounts the listed items. Their rows are locked first, in one order (two recounts never
-- deadlock), and counted by later statements: a statement counts with the snapshot it started
-- with, so counting in the statement that waited for a concurrent report's lock would miss it.
CREATE FUNCTION refresh_report_counts(kinds text[], ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  post_ids uuid[] := array(SELECT t.id::uuid FROM unnest(kinds, ids) t(kind, id) WHERE t.kind = 'post' ORDER BY 1);
  comment_ids uuid[] := array(SELECT t.id::uuid FROM unnest(kinds, ids) t(kind, id) WHERE t.kind = 'comment' ORDER BY 1);
  project_ids uuid[] := array(SELECT t.id::uuid FROM unnest(kinds, ids) t(kind, id) WHERE t.kind = 'project' ORDER BY 1);
  profile_ids text[] := array(SELECT t.id FROM unnest(kinds, ids) t(kind, id) WHERE t.kind = 'profile' ORDER BY 1);
BEGIN
  PERFORM 1 FROM posts WHERE id = ANY (post_ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM comments WHERE id = ANY (comment_ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM projects WHERE id = ANY (project_ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM profiles WHERE id = ANY (profile_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE posts SET report_count = live_report_count('post', id::text)
    WHERE id = ANY (post_ids) AND report_count <> live_report_count('post', id::text);
  UPDATE comments SET report_count = live_report_count('comment', id::text)
    WHERE id = ANY (comment_ids) AND report_count <> live_report_count('comment', id::text);
  UPDATE projects SET report_count = live_report_count('project', id::text)
    WHERE id = ANY (project_ids) AND report_count <> live_report_count('project', id::text);
  UPDATE profiles SET report_count = live_report_count('profile', id)
    WHERE id = ANY (profile_ids) AND report_count <> live_report_count('profile', id);
END;
$$;
--> statement-breakpoint
-- Once per statement: closing all of an item's reports recounts it once.
CREATE FUNCTION reports_recount() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kinds text[];
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t.reported_type), array_agg(t.reported_id) INTO kinds, ids
      FROM (SELECT DISTINCT reported_type, reported_id FROM new_rows) t;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(t.reported_type), array_agg(t.reported_id) INTO kinds, ids
      FROM (SELECT DISTINCT reported_type, reported_id FROM old_rows) t;
  ELSE
    SELECT array_agg(t.reported_type), array_agg(t.reported_id) INTO kinds, ids
      FROM (SELECT reported_type, reported_id FROM old_rows
            UNION SELECT reported_type, reported_id FROM new_rows) t;
  END IF;
  IF kinds IS NOT NULL THEN
    PERFORM refresh_report_counts(kinds, ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reports_recount_insert AFTER INSERT ON reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reports_recount();
--> statement-breakpoint
CREATE TRIGGER reports_recount_update AFTER UPDATE ON reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reports_recount();
--> statement-breakpoint
CREATE TRIGGER reports_recount_delete AFTER DELETE ON reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reports_recount();
--> statement-breakpoint
-- A banned member's open reports stop counting, and count again when they are unbanned: the
-- reports were never reviewed, and the count always follows the current state.
CREATE FUNCTION profiles_ban_recount() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kinds text[];
  ids text[];
BEGIN
  SELECT array_agg(t.reported_type), array_agg(t.reported_id) INTO kinds, ids
    FROM (SELECT DISTINCT reported_type, reported_id FROM reports
          WHERE user_id = NEW.id AND status = 'open') t;
  IF kinds IS NOT NULL THEN
    PERFORM refresh_report_counts(kinds, ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_ban_recount AFTER UPDATE OF banned ON profiles
  FOR EACH ROW WHEN (OLD.banned IS DISTINCT FROM NEW.banned)
  EXECUTE FUNCTION profiles_ban_recount();
--> statement-breakpoint
-- Repairs what the earlier code could leave: one member's reports of one item under several
-- spellings of its id, ids in upper case, and counts that no report stands behind (reporters
-- deleted or banned, duplicates dismissed one by one). Running it again changes nothing.
CREATE FUNCTION repair_reports() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  item record;
BEGIN
  -- Of one member's reports on one item, keep the one a moderator reviewed (that decision
  -- stands), else the earliest.
  DELETE FROM reports r USING (
    SELECT id, row_number() OVER (
      PARTITION BY user_id, reported_type, lower(reported_id)
      ORDER BY status = 'open', created_at, id) AS n
    FROM reports WHERE reported_type <> 'profile') d
  WHERE r.id = d.id AND d.n > 1;
  UPDATE reports SET reported_id = lower(reported_id)
    WHERE reported_type <> 'profile' AND reported_id <> lower(reported_id);
  -- Not a uuid: such a report can name no item.
  DELETE FROM reports WHERE reported_type <> 'profile'
    AND reported_id !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  FOR item IN SELECT * FROM (VALUES ('post', 'posts'), ('comment', 'comments'),
      ('project', 'projects'), ('profile', 'profiles')) v(kind, tbl) LOOP
    EXECUTE format($sql$
      WITH live AS (
        SELECT r.reported_id, count(DISTINCT r.user_id)::int AS n
        FROM reports r JOIN profiles rp ON rp.id = r.user_id
        WHERE r.reported_type = $1 AND r.status = 'open' AND NOT rp.banned
        GROUP BY r.reported_id)
      UPDATE %1$I t SET report_count = coalesce(live.n, 0)
      FROM %1$I x LEFT JOIN live ON live.reported_id = x.id::text
      WHERE t.id = x.id AND t.report_count <> coalesce(live.n, 0)$sql$, item.tbl)
    USING item.kind;
  END LOOP;
END;
$$;
--> statement-breakpoint
SELECT repair_reports();
