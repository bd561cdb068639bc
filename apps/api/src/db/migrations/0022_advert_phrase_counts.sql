CREATE TABLE "advert_phrase_counts" (
	"phrase" text NOT NULL,
	"status" smallint NOT NULL,
	"is_active" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"advert_type_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "advert_phrase_counts_pk" PRIMARY KEY("phrase","status","is_active","category_id","advert_type_id")
);
--> statement-breakpoint
CREATE TABLE "advert_phrases" (
	"phrase" text PRIMARY KEY NOT NULL,
	"query" "tsquery" NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The statement that adds the rows of `delta_sql` (s = +1 or -1, then the adverts columns) to
-- the counts of every kept phrase they match, in key order (concurrent writers lock count rows
-- in the same order). Trigger functions EXECUTE it: only they see their transition tables.
CREATE FUNCTION advert_phrase_delta_sql(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO advert_phrase_counts AS t (phrase, status, is_active, category_id, advert_type_id, n)
    SELECT p.phrase, d.status, d.is_active, d.category_id, d.advert_type_id, sum(d.s)
    FROM (%s) d JOIN advert_phrases p ON d.search_vector @@ p.query
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.s) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT advert_phrase_counts_pk DO UPDATE SET n = t.n + excluded.n
  $q$, delta_sql)
$$;
--> statement-breakpoint
-- Every writer's trigger takes the counts table's lock before it reads the kept phrases, and a
-- registration takes a stronger one while it counts: a write is then either counted by the
-- registration or sees the new phrase and adds itself, never neither nor both.
CREATE FUNCTION advert_phrase_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE advert_phrase_counts IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM advert_phrases) THEN
    EXECUTE advert_phrase_delta_sql('SELECT 1 AS s, n.* FROM new_rows n');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION advert_phrase_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE advert_phrase_counts IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM advert_phrases) THEN
    EXECUTE advert_phrase_delta_sql('SELECT -1 AS s, o.* FROM old_rows o');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates that change nothing a phrase count depends on (views, favourites, prices, places) are
-- skipped before any lock.
CREATE FUNCTION advert_phrase_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status, o.is_active, o.category_id, o.advert_type_id, o.search_text)
          IS DISTINCT FROM (n.status, n.is_active, n.category_id, n.advert_type_id, n.search_text)
  ) THEN
    RETURN NULL;
  END IF;
  LOCK TABLE advert_phrase_counts IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM advert_phrases) THEN
    EXECUTE advert_phrase_delta_sql(
      'SELECT -1 AS s, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION advert_phrase_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM advert_phrase_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER adverts_phrase_insert AFTER INSERT ON adverts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION advert_phrase_on_insert();
--> statement-breakpoint
CREATE TRIGGER adverts_phrase_delete AFTER DELETE ON adverts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION advert_phrase_on_delete();
--> statement-breakpoint
CREATE TRIGGER adverts_phrase_update AFTER UPDATE ON adverts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION advert_phrase_on_update();
--> statement-breakpoint
CREATE TRIGGER adverts_phrase_truncate AFTER TRUNCATE ON adverts
  FOR EACH STATEMENT EXECUTE FUNCTION advert_phrase_on_truncate();
--> statement-breakpoint
-- Keeps a phrase: counts its adverts once, under a lock no writer's trigger passes, so the count
-- and the triggers' later additions meet exactly. Beyond `keep` phrases the least recently used
-- are forgotten first. Answers whether the phrase is kept now.
CREATE FUNCTION advert_phrase_register(p_phrase text, p_query tsquery, keep integer)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE advert_phrase_counts IN SHARE ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM advert_phrases WHERE phrase = p_phrase) THEN RETURN true; END IF;
  PERFORM advert_phrase_forget_locked(ARRAY(
    SELECT phrase FROM advert_phrases ORDER BY used_at DESC OFFSET greatest(keep - 1, 0)));
  INSERT INTO advert_phrases (phrase, query) VALUES (p_phrase, p_query);
  INSERT INTO advert_phrase_counts (phrase, status, is_active, category_id, advert_type_id, n)
  SELECT p_phrase, status, is_active, category_id, advert_type_id, count(*)
  FROM adverts WHERE search_vector @@ p_query
  GROUP BY 2, 3, 4, 5;
  RETURN true;
END $$;
--> statement-breakpoint
CREATE FUNCTION advert_phrase_forget_locked(phrases text[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM advert_phrase_counts WHERE phrase = ANY (phrases);
  DELETE FROM advert_phrases WHERE phrase = ANY (phrases);
$$;
--> statement-breakpoint
-- Forgets the phrases nobody asked for since `idle` ago (housekeeping).
CREATE FUNCTION advert_phrase_forget_idle(idle interval) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  idle_phrases text[];
BEGIN
  LOCK TABLE advert_phrase_counts IN SHARE ROW EXCLUSIVE MODE;
  idle_phrases := ARRAY(SELECT phrase FROM advert_phrases WHERE used_at < now() - idle);
  PERFORM advert_phrase_forget_locked(idle_phrases);
  RETURN cardinality(idle_phrases);
END $$;
--> statement-breakpoint
-- The search rebuild (after bulk loads that bypass triggers) recounts the kept phrases too.
CREATE OR REPLACE FUNCTION advert_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE adverts IN SHARE MODE;
  PERFORM set_config('work_mem', '256MB', true);
  DELETE FROM advert_counts;
  DELETE FROM advert_term_counts;
  EXECUTE advert_search_delta_sql('SELECT 1 AS s, a.* FROM adverts a');
  LOCK TABLE advert_phrase_counts IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM advert_phrase_counts;
  INSERT INTO advert_phrase_counts (phrase, status, is_active, category_id, advert_type_id, n)
  SELECT p.phrase, a.status, a.is_active, a.category_id, a.advert_type_id, count(*)
  FROM advert_phrases p
  CROSS JOIN LATERAL (SELECT * FROM adverts x WHERE x.search_vector @@ p.query) a
  GROUP BY 1, 2, 3, 4, 5;
END $$;
