/**
 * The advisory lock the compactors of every process take turns on (any fixed number): compaction
 * of the daily aggregates (compaction.ts) and the month rollups (month-rollups.ts).
 */
export const COMPACTION_LOCK = 240_001;
