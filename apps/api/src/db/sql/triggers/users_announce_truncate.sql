CREATE OR REPLACE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_announce_change();
