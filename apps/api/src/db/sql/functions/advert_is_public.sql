-- Public: moderated ACTIVATED (status 1), switched on by its owner, in an active category
-- (docs/product.md#adverts). The rule's one statement: the search triggers and the API's queries
-- call it. LANGUAGE sql, IMMUTABLE and a single expression, so PostgreSQL inlines it and plans
-- the plain expression. The partial indexes' predicates (`WHERE status = 1 AND is_active`) stay
-- literal: they cannot see the category, and an index kept by a function's answer would go stale
-- when the function is replaced. The planner matches them against the inlined expression.
CREATE OR REPLACE FUNCTION advert_is_public(status smallint, is_active boolean,
                                            category_active boolean) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT status = 1 AND is_active AND category_active
$$;
