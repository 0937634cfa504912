-- Issue 24: order_search_owners (0023) prices sequential scans out so that the trigram indexes are
-- used. A text of one or two characters has no trigram: the index is then read whole, and the
-- stores' scan, priced out, is planned as if it were huge. '1' cost 9.5 ms a search at a million
-- orders (4.3 ms of it the members' indexes, 0.4 ms the same rows read in order). This twin keeps
-- the planner's own choice, which scans the 500 stores and few thousand members (0.2 + 1.5 ms, and
-- less where LIMIT stops it early); admin-orders/repository.ts calls it for such short texts.
CREATE FUNCTION order_search_owners_scan(pattern text, stores_max int, members_max int)
RETURNS TABLE (store_ids int[], user_ids int[])
LANGUAGE sql STABLE
SET jit = off
AS $$
  SELECT
    array(SELECT id FROM stores WHERE name ILIKE pattern LIMIT stores_max + 1),
    array(SELECT id FROM users WHERE name ILIKE pattern OR email ILIKE pattern LIMIT members_max + 1)
$$;
