import type { AuditEntity, AuditEntry, AuditFilters } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import { type AuditActor, SYSTEM_ACTOR } from './actor';
import { auditDiff, type Changes } from './diff';

export type AuditRecord = {
  actor: AuditActor;
  action: string;
  entity: AuditEntity;
  entityId: string | number | null;
  label?: string | null;
  /** The entity's fields before and after the write; the log keeps only what changed. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Given instead of before/after when the change is not a row's fields (an import's counts). */
  changes?: Changes;
};

/**
 * Writes one audit row in the caller's transaction (issue 23): the change and its record commit
 * or roll back together. An update that changed nothing records nothing.
 */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  const changes = record.changes ?? auditDiff(record.before, record.after);
  if (record.action === 'update' && Object.keys(changes).length === 0) return;
  await tx.execute(sql`insert into audit_log (actor_id, actor_name, action, entity, entity_id,
      entity_label, changes, ip)
    values (${record.actor.id}, ${record.actor.name}, ${record.action}, ${record.entity},
      ${record.entityId === null ? null : String(record.entityId)}, ${record.label ?? null},
      ${JSON.stringify(changes)}::jsonb, ${record.actor.ip})`);
}

type Row = Omit<AuditEntry, 'created_at' | 'id'> & { id: string | number; created_at: Date | string };

export function auditWhere(q: Omit<AuditFilters, 'page' | 'limit'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.actor_id !== undefined) parts.push(sql`actor_id = ${q.actor_id}`);
  // System's entries have no actor_id; an admin deleted since leaves null too, under their name.
  if (q.actor === 'system') parts.push(sql`actor_id is null and actor_name = ${SYSTEM_ACTOR.name}`);
  if (q.entity) parts.push(sql`entity = ${q.entity}`);
  if (q.entity_id) parts.push(sql`entity_id = ${q.entity_id}`);
  if (q.action) parts.push(sql`action = ${q.action}`);
  if (q.from) parts.push(sql`created_at >= ${q.from}::date`);
  if (q.to) parts.push(sql`created_at < ${q.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql`id, actor_id, actor_name, action, entity, entity_id, entity_label, changes, ip, created_at`;

export const toEntry = (r: Row): AuditEntry => ({
  ...r,
  id: Number(r.id),
  created_at: new Date(r.created_at).toISOString(),
});

export async function findAudit(db: Executor, q: AuditFilters) {
  const where = auditWhere(q);
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from audit_log where ${where}
      order by id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from audit_log where ${where}`,
  );
  return { entries: rows.map(toEntry), total: count?.total ?? 0 };
}

/** A page of the log after the given id (newest first), for the streamed CSV export. */
export async function auditPage(
  db: Executor,
  q: Omit<AuditFilters, 'page' | 'limit'>,
  before: number | null,
  size: number,
) {
  const after = before === null ? sql`true` : sql`id < ${before}`;
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from audit_log where ${auditWhere(q)} and ${after} order by id desc limit ${size}`,
  );
  return rows.map(toEntry);
}

/** The admins in the log (their latest name), then System when it wrote entries. */
export function auditActors(db: Executor) {
  return queryRows<{ id: number | null; name: string }>(
    db,
    sql`(select distinct on (actor_id) actor_id as id, actor_name as name from audit_log
        where actor_id is not null order by actor_id, created_at desc)
      union all
      select null, ${SYSTEM_ACTOR.name}::text
        where exists (select 1 from audit_log where actor_id is null and actor_name = ${SYSTEM_ACTOR.name})`,
  );
}
