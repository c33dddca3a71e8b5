ALTER TABLE "account_activity" ADD COLUMN "message" varchar(32);--> statement-breakpoint
ALTER TABLE "account_activity" ADD COLUMN "args" jsonb;--> statement-breakpoint
-- Password and email changes carry their message id too, so the log says them in its reader's language.
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
    INSERT INTO account_activity (user_id, kind, detail, message, args)
      VALUES (NEW.id, 'password_changed', 'Your password was changed.', 'password_changed', '{}');
  END IF;
  IF NEW.email IS DISTINCT FROM OLD.email THEN
    INSERT INTO account_activity (user_id, kind, detail, message, args)
      VALUES (NEW.id, 'email_changed', 'Your email address was changed.', 'email_changed', '{}');
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
