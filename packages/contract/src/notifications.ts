import { z } from 'zod';
import { envelope, PaginationSchema, pageQuery } from './common';

/** Issue 21: the inbox of the bell in both portals' headers. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NotificationTypeSchema = z.enum([
  'order_placed',
  'order_approved',
  'order_rejected',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
]);

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: NotificationTypeSchema,
  title: z.string(),
  body: z.string(),
  order_id: z.number().int().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = pageQuery(NOTIFICATIONS_PAGE_SIZE);
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread_count: z.number().int(),
  /** 'E-mail me about orders' (the profile page's toggle). */
  email_notifications: z.boolean(),
  pagination: PaginationSchema,
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
export const NotificationListResponseSchema = envelope(NotificationListSchema);

export const NotificationReadResponseSchema = envelope(
  z.object({ updated: z.number().int(), unread_count: z.number().int() }),
);

export const NotificationPreferencesBodySchema = z.object({
  email_notifications: z.boolean({ error: 'email_notifications must be true or false' }),
});
export const NotificationPreferencesResponseSchema = envelope(z.object({ email_notifications: z.boolean() }));

/** GET /admin/outbox: the e-mail the portal wrote, newest first, whether sent or waiting. */
export const OutboxEntrySchema = z.object({
  id: z.number().int(),
  to_email: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const OutboxListQuerySchema = pageQuery(NOTIFICATIONS_PAGE_SIZE);
export const OutboxListResponseSchema = envelope(
  z.object({ items: z.array(OutboxEntrySchema), pagination: PaginationSchema }),
);

/** GET /notifications/stream: text/event-stream, one `notification` event per new entry. */
export const NotificationStreamSchema = z
  .string()
  .describe('Server-Sent Events: event "notification", id the notification id, data its JSON');

/**
 * The stream ends after max_seconds (default 30 minutes; the client reconnects with Last-Event-ID,
 * which also lets proxies recycle the connection); 0 answers what was missed and ends at once.
 */
export const NotificationStreamQuerySchema = z.object({
  max_seconds: z.coerce
    .number()
    .int('max_seconds must be a whole number')
    .min(0, 'max_seconds must be between 0 and 3600')
    .max(3600, 'max_seconds must be between 0 and 3600')
    .default(1800),
});
