-- Issue 18 part 3: password and email changes enter the owner's activity log whichever code makes
-- them (the account form, a password reset, an email confirmation). A deleted account keeps no log
-- and no privacy settings.
CREATE OR REPLACE FUNCTION account_activity_on_users() RETURNS trigger AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    IF OLD.deleted_at IS NULL THEN
      DELETE FROM account_activity WHERE user_id = NEW.id;
      DELETE FROM privacy_settings WHERE user_id = NEW.id;
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash AND OLD.password_hash IS NOT NULL THEN
    INSERT INTO account_activity (user_id, kind, detail) VALUES (NEW.id, 'password_changed', 'Your password was changed.');
  END IF;
  IF NEW.email IS DISTINCT FROM OLD.email THEN
    INSERT INTO account_activity (user_id, kind, detail) VALUES (NEW.id, 'email_changed', 'Your email address was changed.');
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_activity_on_users AFTER UPDATE OF password_hash, email, deleted_at ON users
  FOR EACH ROW EXECUTE FUNCTION account_activity_on_users();
