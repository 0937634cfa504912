import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

export type FeedEvent = {
  id: number;
  user_id: number;
  type: string;
  title: string;
  body: string;
  order_id: number | null;
  created_at: string;
};

type Listener = (event: FeedEvent) => void;

const columns = sql`id::int as id, user_id, type, title, body, order_id, created_at::text as created_at`;

/**
 * Live notifications for this process's open streams (issue 21). While anyone listens, the
 * notifications table is read from the last id seen every `intervalMs` (one indexed range read
 * per process, whichever process wrote them), and each new entry goes to its user's listeners.
 * Works the same on PGlite and on PostgreSQL with any number of API processes.
 */
export function createNotificationFeed(db: Db, intervalMs = 400) {
  const listeners = new Map<number, Set<Listener>>();
  let lastId: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let reading = false;

  async function read() {
    if (reading) return;
    reading = true;
    try {
      if (lastId === null) {
        const [row] = await queryRows<{ max: number | null }>(
          db,
          sql`select max(id)::int as max from notifications`,
        );
        lastId = row?.max ?? 0;
        return;
      }
      const rows = await queryRows<FeedEvent>(
        db,
        sql`select ${columns} from notifications where id > ${lastId} order by id limit 1000`,
      );
      for (const row of rows) {
        lastId = row.id;
        for (const listener of listeners.get(row.user_id) ?? []) listener(row);
      }
    } catch {
      // The next round reads again from the same id.
    } finally {
      reading = false;
    }
  }

  return {
    /** Starts delivering this user's new entries; answers a function that stops. */
    subscribe(userId: number, listener: Listener) {
      const own = listeners.get(userId) ?? new Set();
      own.add(listener);
      listeners.set(userId, own);
      if (!timer) {
        void read();
        timer = setInterval(() => void read(), intervalMs);
        timer.unref();
      }
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(userId);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
          lastId = null;
        }
      };
    },
    /** What the user missed after this id (a reconnect's Last-Event-ID), oldest first. */
    since(userId: number, afterId: number) {
      return queryRows<FeedEvent>(
        db,
        sql`select ${columns} from notifications where user_id = ${userId} and id > ${afterId} order by id limit 100`,
      );
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      listeners.clear();
    },
  };
}
