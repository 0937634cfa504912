import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  createSseParser,
  type NotificationEvent,
  runNotificationStream,
  type SseFrame,
} from './notification-stream';

const parse = (chunks: string[]) => {
  const frames: SseFrame[] = [];
  const parser = createSseParser((frame) => frames.push(frame));
  for (const chunk of chunks) parser.push(chunk);
  return { frames, parser };
};

const event = (id: number, title = `Order ${id} approved`) =>
  `id: ${id}\nevent: notification\ndata: ${JSON.stringify({ id, user_id: 7, type: 'order_approved', title, body: '', order_id: id, created_at: '' })}\n\n`;

describe('the SSE frame parser', () => {
  it('reads a frame split anywhere, even inside a field or a line break', () => {
    const whole = 'id: 12\nevent: notification\ndata: {"a":1}\n\n';
    for (let cut = 1; cut < whole.length; cut++) {
      const { frames } = parse([whole.slice(0, cut), whole.slice(cut)]);
      expect(frames, `cut at ${cut}`).toEqual([{ id: '12', event: 'notification', data: '{"a":1}' }]);
    }
    const crlf = 'id: 3\r\ndata: x\r\n\r\n';
    const { frames } = parse(crlf.split(''));
    expect(frames).toEqual([{ id: '3', event: 'message', data: 'x' }]);
  });

  it('skips comments, joins multi-line data, and waits for the blank line', () => {
    const { frames } = parse([': connected\n\n', 'data: first\ndata:second\n', ': keep-alive\n', '\n']);
    expect(frames).toEqual([{ id: undefined, event: 'message', data: 'first\nsecond' }]);
    expect(parse(['data: no end yet\n']).frames).toEqual([]);
  });

  it('keeps the last id across frames and connections; an event without data is not dispatched', () => {
    const { frames, parser } = parse([event(4), 'id: 5\nevent: notification\n\n', 'data: later\n\n']);
    expect(frames.map((f) => f.id)).toEqual(['4', '5']);
    expect(frames[1]?.data).toBe('later');
    parser.push('data: half of a frame');
    parser.reset();
    parser.push('\n\n');
    expect(frames).toHaveLength(2);
    expect(parser.lastEventId()).toBe('5');
  });
});

/** A streamed answer whose body arrives in the given chunks, then ends. */
const streamed = (chunks: string[], status = 200) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'text/event-stream' } },
  );

describe('the notification stream', () => {
  it('sends the token, reconnects with Last-Event-ID after an error, and stops on 401', async () => {
    const controller = new AbortController();
    const seen: NotificationEvent[] = [];
    const requests: Headers[] = [];
    const waits: number[] = [];
    const answers = [
      () => streamed([': connected\n\n', event(4).slice(0, 20), event(4).slice(20)]),
      () => Promise.reject(new TypeError('network down')),
      () => streamed([event(5)]),
      () => new Response('', { status: 401 }),
    ];
    let unauthorized = 0;
    let freshStarts = 0;
    await runNotificationStream({
      url: '/api/notifications/stream',
      getToken: () => 'token-1',
      signal: controller.signal,
      onNotification: (e) => seen.push(e),
      onUnauthorized: () => unauthorized++,
      onFreshStart: () => freshStarts++,
      fetch: async (_url, init) => {
        requests.push(new Headers(init?.headers));
        return answers[requests.length - 1]!();
      },
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(seen.map((e) => e.title)).toEqual(['Order 4 approved', 'Order 5 approved']);
    expect(requests.map((h) => h.get('authorization'))).toEqual(Array(4).fill('Bearer token-1'));
    expect(requests.map((h) => h.get('last-event-id'))).toEqual([null, '4', '4', '5']);
    // Each stream here ends at once, so every round counts as a failure: 1 s, 2 s, 5 s.
    expect(waits).toEqual([1000, 2000, 5000]);
    expect(unauthorized).toBe(1);
    // Only the first stream had nothing to replay: the page reads its inbox again then, once.
    expect(freshStarts).toBe(1);
  });

  it('stops when aborted, and without a token never connects', async () => {
    const controller = new AbortController();
    let calls = 0;
    const run = runNotificationStream({
      url: '/s',
      getToken: () => 'token',
      signal: controller.signal,
      onNotification: () => {},
      fetch: (_url, init) => {
        calls++;
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      },
    });
    controller.abort();
    await run;
    expect(calls).toBe(1);
    await runNotificationStream({
      url: '/s',
      getToken: () => null,
      signal: new AbortController().signal,
      onNotification: () => {},
      fetch: () => Promise.reject(new Error('never called')),
    });
  });

  it('backs off 1 s, 2 s, 5 s, then 15 s at most', () => {
    expect([0, 1, 2, 3, 4, 10].map(backoffDelay)).toEqual([1000, 2000, 5000, 15000, 15000, 15000]);
  });
});
