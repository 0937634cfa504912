import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../db/prepared';
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

/** How long an id skipped by the feed is looked for (a transaction that took it has not committed). */
const GAP_MS = 60_000;
/** More skipped ids at once than this are not looked for (a sequence jump, not transactions). */
const MAX_GAPS = 1000;

/**
 * Live notifications for this process's open streams (issue 21). While anyone listens, the
 * notifications table is read from the last id seen every `intervalMs` (one indexed range read
 * per process, whichever process wrote them), and each new entry goes to its user's listeners.
 * Works the same on PGlite and on PostgreSQL with any number of API processes.
 *
 * Ids are taken when rows are inserted, not when they commit: with transactions in parallel, id 11
 * can be read while id 10's transaction is still open. So the ids a read skips are looked for again
 * on the next reads (for GAP_MS; a rolled-back insert leaves its id unused forever), and an entry
 * committed late still reaches its user.
 */
export function createNotificationFeed(db: Db, intervalMs = 400) {
  const listeners = new Map<number, Set<Listener>>();
  let lastId: number | null = null;
  /** Skipped ids, with when they were first skipped. */
  const gaps = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;
  let first: Promise<void> | undefined;

  async function readOnce() {
    if (lastId === null) {
      const [row] = await queryRows<{ max: number | null }>(
        db,
        sql`select max(id)::int as max from notifications`,
      );
      lastId = row?.max ?? 0;
      return;
    }
    const now = Date.now();
    for (const [id, since] of gaps) if (now - since > GAP_MS) gaps.delete(id);
    const rows = await queryRows<FeedEvent>(
      db,
      gaps.size
        ? sql`select ${columns} from notifications
              where id > ${lastId} or id = any(${intArray([...gaps.keys()])}) order by id limit 1000`
        : sql`select ${columns} from notifications where id > ${lastId} order by id limit 1000`,
    );
    for (const row of rows) {
      if (row.id > lastId) {
        if (row.id - lastId - 1 <= MAX_GAPS)
          for (let id = lastId + 1; id < row.id; id += 1) gaps.set(id, now);
        lastId = row.id;
      } else if (!gaps.delete(row.id)) continue;
      for (const listener of listeners.get(row.user_id) ?? []) listener(row);
    }
  }

  /** One read at a time; a failed read is tried again at the next tick, from the same id. */
  function read() {
    reading ??= readOnce()
      .catch(() => {})
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    subscribe(userId: number, listener: Listener) {
      const own = listeners.get(userId) ?? new Set();
      own.add(listener);
      listeners.set(userId, own);
      if (!timer) {
        first = read();
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
          gaps.clear();
        }
      };
    },
    /**
     * Settles once the feed knows where it starts reading. A new stream replays what it missed
     * (since) only after this: an entry committed before the feed's start is then in the replay,
     * and one committed after it in the feed, never in neither.
     */
    async ready() {
      await first;
      if (lastId === null) await read();
      if (lastId === null) throw new Error('The notification feed could not start');
    },
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
