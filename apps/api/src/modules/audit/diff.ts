/** Fields never written to the audit log, whatever the entity (issue 23): secrets and their hashes. */
const SECRET = /password|token|secret|hash|recovery|mfa_?code/i;

export type Changes = Record<string, { before: unknown; after: unknown }>;
type Fields = Record<string, unknown> | null | undefined;

const normal = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
};

/**
 * The fields that differ between two states of an entity (null before: created; null after:
 * deleted), compared by their JSON form, secrets left out. Timestamps of the write itself
 * (updated_at) are noise and left out too.
 */
export function auditDiff(before: Fields, after: Fields): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET.test(key) || key === 'updated_at' || key === 'updatedAt') continue;
    const was = normal(before?.[key]);
    const now = normal(after?.[key]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}
