import type { NotificationList } from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findInbox, markRead, ownsNotification, setEmailPreference, unreadCount } from './inbox-repository';
import { listOutbox } from './outbox-repository';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
// Raw queries answer timestamps as Date (node-postgres) or text (PGlite).
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const pages = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});

export async function listInbox(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<NotificationList> {
  const { rows, total, unread, email } = await findInbox(db, userId, limit, (page - 1) * limit);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      type: r.type as NotificationList['items'][number]['type'],
      title: r.title,
      body: r.body,
      order_id: r.order_id,
      read_at: iso(r.read_at),
      created_at: iso(r.created_at)!,
    })),
    unread_count: unread,
    email_notifications: email,
    pagination: pages(page, limit, total),
  };
}

/** Marks one of the user's own entries read; another user's entry is not found. */
export async function readOne(db: Db, userId: number, id: number) {
  if (!(await ownsNotification(db, userId, id))) throw notFound(NOTIFICATION_NOT_FOUND);
  const updated = await markRead(db, userId, id);
  return { updated, unread_count: await unreadCount(db, userId) };
}

export async function readAll(db: Db, userId: number) {
  const updated = await markRead(db, userId);
  return { updated, unread_count: 0 };
}

export async function savePreference(db: Db, userId: number, on: boolean) {
  await setEmailPreference(db, userId, on);
  return { email_notifications: on };
}

export async function outboxPage(db: Db, page: number, limit: number) {
  const rows = await listOutbox(db, limit, (page - 1) * limit);
  return {
    items: rows.map(({ total: _total, ...r }) => ({
      ...r,
      id: Number(r.id),
      status: r.status as 'pending' | 'sent' | 'failed',
      created_at: iso(r.created_at)!,
      sent_at: iso(r.sent_at),
    })),
    pagination: pages(page, limit, rows[0]?.total ?? 0),
  };
}
