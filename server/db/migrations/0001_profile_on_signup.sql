-- A user and their profile exist together or not at all: the profile row is written by the
-- same statement that inserts the better-auth user. At sign-up the name is the username.
CREATE FUNCTION create_profile_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, username, name) VALUES (NEW.id, NEW.name, NEW.name);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_creates_profile AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
