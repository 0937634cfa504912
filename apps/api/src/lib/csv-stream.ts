import { Readable } from 'node:stream';
import { guardCell } from '@portal/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export type Cell = string | number | boolean | null | undefined | Date;

const cell = (value: Cell): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  // Numbers are written as they are: a negative amount is a number, not a formula.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return guardCell(value);
};

/**
 * CSV streamed page by page (issue 23 exports): a UTF-8 byte order mark for spreadsheets, the
 * header, then each page turned into text and sent before the next is read, so the process never
 * holds the whole export. Text starting with =, +, -, @ (a spreadsheet formula) gets a leading
 * apostrophe.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<Cell[][]>): Readable {
  async function* lines() {
    yield `\uFEFF${stringify([header as string[]])}`;
    for await (const rows of pages) {
      if (rows.length > 0) yield stringify(rows.map((r) => r.map(cell)));
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Sends a CSV stream as a dated download: `<name>-YYYY-MM-DD.csv`. */
export function sendCsv(reply: FastifyReply, name: string, stream: Readable) {
  const file = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store');
  // A stream is sent as it is (Fastify serializes no stream); the route's schema documents the text.
  return reply.send(stream as unknown as string);
}

/** Keyset pages: calls `read(after)` until it answers fewer than `size` rows. */
export async function* keysetPages<T, K>(
  read: (after: K | null) => Promise<T[]>,
  keyOf: (row: T) => K,
  size: number,
  toCells: (row: T) => Cell[],
): AsyncGenerator<Cell[][]> {
  let after: K | null = null;
  for (;;) {
    const rows = await read(after);
    yield rows.map(toCells);
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1] as T);
  }
}
