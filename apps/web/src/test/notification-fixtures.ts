import type { Notification, NotificationList, OutboxEntrySchema } from '@portal/contract';
import type { z } from 'zod';
import { makePagination } from './fixtures';

// The inbox and the outbox as the API answers them (issue 21), for the bell's and the Outbox
// screen's tests; each test overrides what it is about.

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 9,
    type: 'order_approved',
    title: 'Order ORD-100041 approved',
    body: 'Your order ORD-100041 was approved. Note: Ships Monday',
    order_id: 41,
    read_at: null,
    created_at: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

/** Three entries, newest first: two unread, one read. */
export const INBOX: Notification[] = [
  makeNotification(),
  makeNotification({
    id: 8,
    type: 'order_placed',
    title: 'New order ORD-100042',
    body: 'Bayside Fix placed order ORD-100042 ($89.50). It is waiting for approval.',
    order_id: 42,
    created_at: '2026-11-20T09:00:00.000Z',
  }),
  makeNotification({
    id: 7,
    type: 'order_shipped',
    title: 'Order ORD-100040 shipped',
    body: 'Your order ORD-100040 is on its way with UPS, tracking number 1Z999.',
    order_id: 40,
    read_at: '2026-11-19T12:00:00.000Z',
    created_at: '2026-11-19T11:00:00.000Z',
  }),
];

export function makeNotificationList(
  items: Notification[] = INBOX,
  overrides: Partial<Omit<NotificationList, 'items'>> = {},
): NotificationList {
  return {
    items,
    unread_count: items.filter((item) => !item.read_at).length,
    email_notifications: true,
    pagination: makePagination(items.length, 20),
    ...overrides,
  };
}

export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

export function makeOutboxEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 3,
    to_email: 'jane@harbor.example',
    subject: 'Order ORD-100041 approved',
    status: 'pending',
    attempts: 0,
    last_error: null,
    created_at: '2026-11-20T10:15:00.000Z',
    sent_at: null,
    ...overrides,
  };
}
