-- Tells every API process which account row changed (channel account_changed, the id; '*' for
-- all of them), so that none keeps answering from an older copy (features/users/kept-accounts.ts).
CREATE OR REPLACE FUNCTION users_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('account_changed', '*');
  ELSE
    PERFORM pg_notify('account_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
