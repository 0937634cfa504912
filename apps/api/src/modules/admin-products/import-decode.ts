import { Transform, type TransformCallback } from 'node:stream';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MB } from '@portal/contract';

/** A file the import refuses as a whole (not a row): the report names it on row 0 or 1. */
export class FileProblem extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export const NOT_UTF8 = 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.';

/**
 * Bytes to text, strictly: a byte sequence that is not UTF-8 (a file saved as Windows-1252 or
 * UTF-16) stops the import with a message saying how to save it, instead of turning names into
 * replacement characters. Counts the bytes too: past the limit the file is refused.
 */
export function strictUtf8(limit = IMPORT_MAX_BYTES) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let first = true;
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      bytes += chunk.length;
      if (bytes > limit) return done(new FileProblem(`The file is larger than ${IMPORT_MAX_MB} MB.`, true));
      if (
        first &&
        chunk.length >= 2 &&
        ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))
      )
        return done(new FileProblem(NOT_UTF8.replace('UTF-8 text', 'UTF-8 text but UTF-16')));
      first = false;
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(new FileProblem(NOT_UTF8));
      }
    },
    flush(done: TransformCallback) {
      try {
        const rest = decoder.decode();
        done(null, rest || undefined);
      } catch {
        done(new FileProblem(NOT_UTF8));
      }
    },
  });
}
