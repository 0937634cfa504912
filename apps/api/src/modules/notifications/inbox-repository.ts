import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

export type NotificationRow = {
  id: number;
  type: string;
  title: string;
  body: string;
  order_id: number | null;
  read_at: Date | null;
  created_at: Date;
};

export async function findInbox(db: Db, userId: number, limit: number, offset: number) {
  const rows = await queryRows<NotificationRow>(
    db,
    sql`select id, type, title, body, order_id, read_at, created_at from notifications
      where user_id = ${userId} order by id desc limit ${limit} offset ${offset}`,
  );
  const [counts] = await queryRows<{ total: number; unread: number; email: boolean }>(
    db,
    sql`select (select count(*)::int from notifications where user_id = ${userId}) as total,
        (select count(*)::int from notifications where user_id = ${userId} and read_at is null) as unread,
        (select email_notifications from users where id = ${userId}) as email`,
  );
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0, email: counts?.email ?? true };
}

/** Marks the user's own entries read (one, or all): another user's id matches nothing. */
export async function markRead(db: Db, userId: number, id?: number) {
  const only = id === undefined ? sql`` : sql`and id = ${id}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update notifications set read_at = now()
      where user_id = ${userId} and read_at is null ${only} returning id`,
  );
  return rows.length;
}

export async function ownsNotification(db: Db, userId: number, id: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from notifications where id = ${id} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

export async function unreadCount(db: Db, userId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`,
  );
  return row?.n ?? 0;
}

export async function setEmailPreference(db: Db, userId: number, on: boolean) {
  await db.execute(
    sql`update users set email_notifications = ${on}, updated_at = now() where id = ${userId}`,
  );
}
