-- The Users page's search (docs/decisions/0030-tallies.md, "Users search"): word prefixes through a
-- GIN index instead of a trigram LIKE, whose most common trigrams ("per", "son") made every
-- search read 100,000-entry posting lists. The phone's digits from every position down to four
-- digits are words too, so "5559990000" finds +905559990000.
CREATE OR REPLACE FUNCTION user_phone_suffixes(phone text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT substr(d, i) FROM (SELECT regexp_replace(phone, '\D', '', 'g') AS d) digits,
         generate_series(1, length(d) - 3) i))
$$;
