-- Issue 24: the admin order search resolves its text against the current stores and members first
-- (admin-orders/repository.ts, findSearchOwners). With a few thousand members the planner prefers
-- reading every member and running two ILIKEs on each (2-3 ms) to the trigram indexes of
-- migration 0022 (0.5 ms): it does not price ILIKE's cost. This function asks for both lists in
-- one round trip with sequential scans priced out, so the indexes are used. Priced out, the
-- stores' sequential scan (no index on the name: 500 rows) costs past jit_above_cost: without
-- jit off, PostgreSQL would compile it first, 90 ms a search.
CREATE FUNCTION order_search_owners(pattern text, stores_max int, members_max int)
RETURNS TABLE (store_ids int[], user_ids int[])
LANGUAGE sql STABLE
SET enable_seqscan = off
SET jit = off
AS $$
  SELECT
    array(SELECT id FROM stores WHERE name ILIKE pattern LIMIT stores_max + 1),
    array(SELECT id FROM users WHERE name ILIKE pattern OR email ILIKE pattern LIMIT members_max + 1)
$$;
