CREATE TABLE "player_count" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"players" bigint NOT NULL
);
--> statement-breakpoint
-- The count of accounts not deleted moves with every insert, delete and deletion of a user, in the
-- same transaction. Inserts and deletes are counted once per statement (the seed inserts a million
-- rows in a few statements); a deletion is an update of deleted_at, counted per row. Each connection
-- adds to its own slot, so two sign-ups at once do not wait for each other's commit.
CREATE OR REPLACE FUNCTION player_count_add(delta bigint) RETURNS void AS $$
BEGIN
  IF delta <> 0 THEN
    INSERT INTO player_count (slot, players) VALUES (pg_backend_pid() % 16, delta)
      ON CONFLICT (slot) DO UPDATE SET players = player_count.players + excluded.players;
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION player_count_on_users() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM player_count_add((SELECT count(*) FROM player_count_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM player_count_add(-(SELECT count(*) FROM player_count_rows WHERE deleted_at IS NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM player_count_add(CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END);
  ELSE
    DELETE FROM player_count;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER player_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS player_count_rows
  FOR EACH STATEMENT EXECUTE FUNCTION player_count_on_users();
--> statement-breakpoint
CREATE TRIGGER player_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS player_count_rows
  FOR EACH STATEMENT EXECUTE FUNCTION player_count_on_users();
--> statement-breakpoint
CREATE TRIGGER player_count_deleted_at AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION player_count_on_users();
--> statement-breakpoint
CREATE TRIGGER player_count_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION player_count_on_users();
--> statement-breakpoint
-- The seed's bulk load switches ordinary triggers off (session_replication_role = replica); the
-- count must follow it too.
ALTER TABLE users ENABLE ALWAYS TRIGGER player_count_insert;
--> statement-breakpoint
ALTER TABLE users ENABLE ALWAYS TRIGGER player_count_delete;
--> statement-breakpoint
ALTER TABLE users ENABLE ALWAYS TRIGGER player_count_deleted_at;
--> statement-breakpoint
ALTER TABLE users ENABLE ALWAYS TRIGGER player_count_truncate;
--> statement-breakpoint
-- The accounts already there, counted after the triggers exist: creating them locked users against
-- writes until this migration commits, so no sign-up falls between the count and the triggers.
INSERT INTO player_count (slot, players) SELECT 0, count(*) FROM users WHERE deleted_at IS NULL;
--> statement-breakpoint
DROP INDEX "users_date_created_idx";--> statement-breakpoint
CREATE INDEX "users_date_created_idx" ON "users" USING btree ("date_created","id") WHERE "users"."deleted_at" is null;