/*
 * The live inbox (issue 21): GET /notifications/stream is Server-Sent Events, but it needs the
 * bearer token, which EventSource cannot send. So: fetch, the body's reader, a frame parser, and
 * EventSource's own habits (Last-Event-ID on reconnect, back-off on errors) done by hand.
 */

/** One dispatched event; `id` is the last event id seen so far (it carries over, as in EventSource). */
export type SseFrame = { event: string; data: string; id: string | undefined };

/** Feeds text chunks in as they arrive (split anywhere); calls `onFrame` once per complete event. */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let lastId: string | undefined;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onFrame({ event: event || 'message', data: data.join('\n'), id: lastId });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return; // a comment: ': keep-alive'
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A '\r' at the end may be the first half of '\r\n': keep it for the next chunk.
      const end = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const lines = buffer.slice(0, end).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + buffer.slice(end);
      for (const text of lines) line(text);
    },
    /** A new connection: a half-received event of the old one is dropped; the last id stays. */
    reset() {
      buffer = '';
      data = [];
      event = '';
    },
    lastEventId: () => lastId,
  };
}

/** The `data` of a `notification` event: the new inbox entry. */
export type NotificationEvent = {
  id: number;
  user_id: number;
  type: string;
  title: string;
  body: string;
  order_id: number | null;
  created_at: string;
};

/** Waits before reconnecting after the 1st, 2nd, 3rd and every later failure in a row. */
export const BACKOFF_MS = [1000, 2000, 5000, 15000] as const;
export const backoffDelay = (failures: number) => BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

export type StreamOptions = {
  url: string;
  /** Read before every connection; without a token the stream stops. */
  getToken: () => string | null;
  /** Aborting it (logout, unmount) closes the connection and ends the loop. */
  signal: AbortSignal;
  onNotification: (event: NotificationEvent) => void;
  /** The server refused the token: the stream stops for good. */
  onUnauthorized?: () => void;
  /**
   * A stream opened without Last-Event-ID (nothing to replay): what was created between the page's
   * first read and the subscription is only found by reading again.
   */
  onFreshStart?: () => void;
  fetch?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

/** A connection that ends sooner than this after opening counts as a failure (no tight loop). */
const HEALTHY_MS = 1000;

/**
 * Keeps the stream open until the signal aborts: reconnects at once when the server ends it
 * (max_seconds), after a back-off on errors, each time with Last-Event-ID so nothing is missed.
 */
export async function runNotificationStream(options: StreamOptions): Promise<void> {
  const { url, signal, onNotification, wait = sleep } = options;
  const request = options.fetch ?? fetch;
  const parser = createSseParser(({ event, data }) => {
    if (event !== 'notification') return;
    try {
      onNotification(JSON.parse(data) as NotificationEvent);
    } catch {
      // A malformed event is skipped; the next one still arrives.
    }
  });
  let failures = 0;
  while (!signal.aborted) {
    const token = options.getToken();
    if (!token) return;
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    const lastId = parser.lastEventId();
    if (lastId) headers['Last-Event-ID'] = lastId;
    const opened = Date.now();
    let connected = false;
    let ended = false;
    try {
      const response = await request(url, { headers, signal, cache: 'no-store' });
      if (response.status === 401) {
        options.onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`Stream failed with status ${response.status}`);
      connected = true;
      parser.reset();
      if (!lastId) options.onFreshStart?.();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        parser.push(decoder.decode(chunk.value, { stream: true }));
      }
      parser.push(decoder.decode());
      ended = true;
    } catch {
      if (signal.aborted) return;
    }
    // A connection that stayed up a while starts the back-off afresh; the server ending it
    // (max_seconds) is answered by reconnecting at once.
    if (connected && Date.now() - opened >= HEALTHY_MS) {
      failures = 0;
      if (ended) continue;
    }
    await wait(backoffDelay(failures++), signal);
  }
}
