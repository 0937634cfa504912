import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Database } from './client';

/**
 * What one API process tells the others on the same PostgreSQL (issue 24, decision 014), each a
 * channel `portal_<name>`:
 * - `catalogue`: products or categories changed; payload the product ids (`12,40`) or `all`.
 * - `sessions`: what a signed-in session holds changed; payload `user:<id>`, `store:<id>` or `all`.
 * Settings and the approval rules need none: they are read per request in the statements that
 * use them, and the stores-with-rules memory of orders/approval.ts is only a hint.
 */
export type ChangeChannel = 'catalogue' | 'sessions';
const CHANNELS: readonly ChangeChannel[] = ['catalogue', 'sessions'];
const pgChannel = (channel: ChangeChannel) => `portal_${channel}`;

/** The payload meaning "anything may have changed". */
export const ALL = 'all';
/** NOTIFY refuses payloads of 8000 bytes or more; a longer one is sent as ALL. */
const MAX_PAYLOAD = 7_000;

export type ChangeFeed = {
  /**
   * Tells every other process, right after the write committed (NOTIFY through the pool,
   * autocommit: delivered at once). Never rejects: a failure is logged, and the caches' own
   * time-to-live bounds what a lost message costs.
   */
  publish(channel: ChangeChannel, payload: string): Promise<void>;
  /** Runs the handler for every message of the channel from another process (never its own). */
  subscribe(channel: ChangeChannel, handler: (payload: string) => unknown): () => void;
  /**
   * Runs the handler whenever the listening connection is back after a loss (or its first
   * attempt failed): messages may have been missed, so every cache drops what it holds.
   */
  onResync(handler: () => unknown): () => void;
  /** Connects and listens (the first attempt; later ones run in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
  /** The listening connection's backend pid, while listening (tests, pg_stat_activity). */
  readonly listenerPid: number | null;
};

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

type Options = {
  log: Log;
  /** First reconnect delay, doubled after each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /**
   * How often the listening connection is asked `select 1`: a connection that died silently
   * (a dropped NAT entry, a host gone) is noticed within this plus heartbeatTimeoutMs.
   */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  /** Shown in pg_stat_activity; one per process (pid) so an operator can tell them apart. */
  applicationName?: string;
};

/**
 * Cross-process invalidation with PostgreSQL LISTEN/NOTIFY: one dedicated connection per process
 * listens on every channel, and reconnects with backoff when it is lost, then asks every cache
 * for a full refresh (onResync). On PGlite (one process, the data directory is locked) it is a
 * no-op: there is nobody else to tell.
 */
export function createChangeFeed(database: Database, options: Options): ChangeFeed {
  const dedicated = database.dedicatedClient;
  const handlers = new Map<ChangeChannel, Set<(payload: string) => unknown>>(
    CHANNELS.map((c) => [c, new Set()]),
  );
  const resyncs = new Set<() => unknown>();
  const subscribe = (channel: ChangeChannel, handler: (payload: string) => unknown) => {
    handlers.get(channel)?.add(handler);
    return () => void handlers.get(channel)?.delete(handler);
  };
  const onResync = (handler: () => unknown) => {
    resyncs.add(handler);
    return () => void resyncs.delete(handler);
  };
  if (!dedicated) {
    return {
      publish: async () => {},
      subscribe,
      onResync,
      start: async () => {},
      close: async () => {},
      listenerPid: null,
    };
  }

  const {
    log,
    retryMs = 100,
    maxRetryMs = 5_000,
    heartbeatMs = 30_000,
    heartbeatTimeoutMs = 10_000,
  } = options;
  const applicationName = options.applicationName ?? `portal-listener pid=${process.pid}`;
  // Tells this feed's own messages from the others' (two apps may share a process in tests).
  const origin = randomBytes(6).toString('hex');
  // What the database's own triggers send for a write of this process's pool (migration 0014).
  const poolOrigin = database.origin;
  const byName = new Map(CHANNELS.map((c) => [pgChannel(c), c]));
  let client: pg.Client | null = null;
  let listenerPid: number | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let delay = retryMs;
  // Set when messages may have gone unheard: the next LISTEN is followed by a full refresh.
  let missed = false;

  const run = (handler: () => unknown, what: string) => {
    Promise.resolve()
      .then(handler)
      .catch((error: unknown) => log.warn({ err: error }, `change feed: ${what} failed`));
  };

  const dispatch = (message: pg.Notification) => {
    const channel = byName.get(message.channel);
    const text = message.payload ?? '';
    const space = text.indexOf(' ');
    const sender = text.slice(0, space);
    if (!channel || space < 0 || sender === origin || sender === poolOrigin) return;
    const payload = text.slice(space + 1);
    for (const handler of handlers.get(channel) ?? []) run(() => handler(payload), `${channel} message`);
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, maxRetryMs);
  };

  /** A heartbeat not answered in time ends the connection, which reconnects (lost). */
  function beat(on: pg.Client) {
    const late = setTimeout(() => void on.end().catch(() => {}), heartbeatTimeoutMs);
    on.query('select 1').then(
      () => clearTimeout(late),
      () => {
        clearTimeout(late);
        void on.end().catch(() => {});
      },
    );
  }

  async function connect() {
    if (closed) return;
    const next = dedicated!(applicationName);
    let gone = false;
    const lost = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (client === next) {
        client = null;
        listenerPid = null;
        clearInterval(heartbeat);
      }
      if (closed) return;
      missed = true;
      log.warn({ err: error }, 'change feed: the listening connection is lost; reconnecting');
      schedule();
    };
    next.on('notification', dispatch);
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(CHANNELS.map((c) => `listen ${pgChannel(c)}`).join('; '));
      const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (gone) return;
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      listenerPid = rows[0]?.pid ?? null;
      delay = retryMs;
      clearInterval(heartbeat);
      heartbeat = setInterval(() => beat(next), heartbeatMs);
      heartbeat.unref();
    } catch (error) {
      lost(error);
      next.end().catch(() => {});
      return;
    }
    if (missed) {
      missed = false;
      log.info({}, 'change feed: listening again; caches refreshed');
      for (const handler of resyncs) run(handler, 'refresh');
    }
  }

  return {
    async publish(channel, payload) {
      if (closed) return;
      const body = Buffer.byteLength(payload) > MAX_PAYLOAD ? ALL : payload;
      try {
        await database.query('select pg_notify($1, $2)', [pgChannel(channel), `${origin} ${body}`]);
      } catch (error) {
        log.warn({ err: error }, `change feed: ${channel} message not sent`);
      }
    },
    subscribe,
    onResync,
    start: () => connect(),
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(heartbeat);
      timer = undefined;
      const open = client;
      client = null;
      listenerPid = null;
      await open?.end().catch(() => {});
    },
    get listenerPid() {
      return listenerPid;
    },
  };
}
