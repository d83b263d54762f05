-- Issue 15: every app node keeps the signed-in viewer of a session token for a few seconds
-- (server/plugins/session.ts). Whatever changes what that viewer is — the session ends or is
-- replaced, the email, the profile fields it carries, the role, a ban, an account deletion —
-- tells every node on the `makerfolio_sessions` channel, with the member's id, when it commits.
-- Triggers rather than service code: better-auth writes sessions and emails itself, the admin
-- CLI writes roles, and cascades delete sessions where no service code runs.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member text;
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    member := OLD.user_id;
  ELSIF TG_OP = 'DELETE' THEN
    member := OLD.id;
  ELSE
    member := NEW.id;
  END IF;
  -- One notice per member and transaction: PostgreSQL folds identical payloads.
  PERFORM pg_notify('makerfolio_sessions', 'user:' || member);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_change_notice_delete AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- Extending a session (sliding expiry) changes nothing a node keeps; shortening it does.
CREATE TRIGGER session_change_notice_update AFTER UPDATE ON "session"
  FOR EACH ROW WHEN (OLD.token IS DISTINCT FROM NEW.token OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR NEW.expires_at < OLD.expires_at)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER user_change_notice AFTER UPDATE OF email ON "user"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER profile_change_notice_update AFTER UPDATE ON profiles
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.banned IS DISTINCT FROM NEW.banned)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER profile_change_notice_delete AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
