-- The Users page's search (docs/decisions/0030-tallies.md, "Users search"): word prefixes through a
-- GIN index instead of a trigram LIKE, whose most common trigrams ("per", "son") made every
-- search read 100,000-entry posting lists. The phone's digits from every position down to four
-- digits are words too, so "5559990000" finds +905559990000.
-- The generated column below needs the function now; db/sql/ holds the definition in force.
CREATE FUNCTION user_phone_suffixes(phone text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT substr(d, i) FROM (SELECT regexp_replace(phone, '\D', '', 'g') AS d) digits,
         generate_series(1, length(d) - 3) i))
$$;
--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array(regexp_replace(search_text, '([^\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]{100})[^\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+', '\1', 'g'), '[\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+'), '')) || user_phone_suffixes(phone)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_words_idx" ON "users" USING gin ("search_vector");