-- Issue 14: the next migration allows one unread mention per actor and recipient (per project for
-- project mentions). Earlier bursts left several: the newest stays unread, the older ones are
-- marked read (kept in the list, out of the badge), so the unique indexes can be built.
UPDATE notifications n SET is_read = true
FROM (
  SELECT id, row_number() OVER (
    PARTITION BY user_id, actor_id, type, project_id ORDER BY created_at DESC, id DESC) AS rank
  FROM notifications
  WHERE NOT is_read AND type IN ('mention', 'project_mention')
) older
WHERE n.id = older.id AND older.rank > 1;
