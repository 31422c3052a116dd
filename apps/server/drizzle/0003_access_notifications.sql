-- Every change that bears on access is announced on the rl_access channel, so each server
-- instance forgets what it had cached about it: a revoked refresh family, a user's role, the
-- roles and their permissions. Announcements go out when the change commits.
CREATE FUNCTION rl_announce_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'refresh_tokens' THEN
    PERFORM pg_notify('rl_access', 'family:' || COALESCE(NEW.family, OLD.family)::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('rl_access', 'user:' || COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('rl_access', 'roles:');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_access AFTER UPDATE OF revoked_at OR DELETE ON refresh_tokens FOR EACH ROW EXECUTE FUNCTION rl_announce_access_change();
--> statement-breakpoint
CREATE TRIGGER users_access AFTER UPDATE OF role_id, type OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION rl_announce_access_change();
--> statement-breakpoint
CREATE TRIGGER role_permissions_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_access_change();
--> statement-breakpoint
CREATE TRIGGER roles_access AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_access_change();
