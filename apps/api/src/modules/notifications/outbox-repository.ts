import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';

export type OutboxRow = {
  id: number;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/**
 * Claims due e-mail for one sending round: each claimed row's next attempt moves past the lease,
 * so another process (or this one, next round) skips it while it is being sent; a process that
 * dies mid-send leaves it to be sent again when the lease ends. SKIP LOCKED: two workers never
 * claim the same row. Oldest first (an UPDATE returns its rows in no particular order).
 */
export function claimDueMail(db: Executor, limit: number, leaseSeconds: number) {
  return queryRows<OutboxRow>(
    db,
    sql`with claimed as (
        update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from outbox where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at, id limit ${limit} for update skip locked
        )
        returning id, to_email, subject, text_body, html_body, attempts
      )
      select * from claimed order by id`,
  );
}

/**
 * Renews a claimed row's lease just before its send: it holds only while nobody claimed the row
 * since (a claim counts an attempt, so `attempts` is this claim's fencing token). False: the lease
 * ran out and another round took the row; this one must not send it.
 */
export async function extendLease(db: Executor, row: OutboxRow, leaseSeconds: number) {
  const [kept] = await queryRows<{ id: number }>(
    db,
    sql`update outbox set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where id = ${row.id} and status = 'pending' and attempts = ${row.attempts} returning id`,
  );
  return kept !== undefined;
}

export async function markSent(db: Executor, id: number) {
  await db.execute(
    sql`update outbox set status = 'sent', sent_at = now(), last_error = null where id = ${id}`,
  );
}

/**
 * A failed attempt: retried after the backoff, or failed for good after the last attempt. Only
 * while the row is still this claim's (see extendLease), so a late failure never undoes a newer
 * round's work.
 */
export async function markFailed(db: Executor, row: OutboxRow, error: string, retryInSeconds: number | null) {
  const mine = sql`id = ${row.id} and status = 'pending' and attempts = ${row.attempts}`;
  await db.execute(
    retryInSeconds === null
      ? sql`update outbox set status = 'failed', last_error = ${error} where ${mine}`
      : sql`update outbox set last_error = ${error},
          next_attempt_at = now() + make_interval(secs => ${retryInSeconds}) where ${mine}`,
  );
}

export type OutboxListRow = {
  id: number;
  to_email: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
};

export function listOutbox(db: Executor, limit: number, offset: number) {
  return queryRows<OutboxListRow & { total: number }>(
    db,
    sql`select id, to_email, subject, status, attempts, last_error, created_at, sent_at,
        count(*) over ()::int as total
      from outbox order by id desc limit ${limit} offset ${offset}`,
  );
}
