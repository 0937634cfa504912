import { QUICK_ORDER_MAX_BYTES } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';

const NO_FILE = 'file: choose a CSV file with a sku,quantity header';
const TOO_LARGE = `file: the file is larger than ${QUICK_ORDER_MAX_BYTES / 1024} KB; split the list`;
const NOT_TEXT = 'file: this is not a text file. Upload a CSV file (sku,quantity) saved as "CSV UTF-8".';
const NOT_UTF8 = 'file: the file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.';

/** What reading the multipart body threw, as the error the client is told. */
function uploadError(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('file: send one CSV file, in a field named file');
  }
  // Busboy's refusals (no boundary, a body cut short) and aborts: the client's body, not our fault.
  return badRequest('file: the upload is not a valid multipart/form-data body');
}

/**
 * The text of the multipart field `file`, at most QUICK_ORDER_MAX_BYTES: UTF-8 (a BOM is fine),
 * never binary. A file that is not text is refused as a whole; a paste's odd line is not.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<string> {
  const part = await request.file().catch((error: unknown) => {
    throw uploadError(error);
  });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(NO_FILE);
  }
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw uploadError(error);
  });
  if (bytes.length === 0) throw badRequest(NO_FILE);
  const utf16 =
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (utf16) throw badRequest(NOT_UTF8.replace('UTF-8 text', 'UTF-8 text but UTF-16'));
  if (bytes.includes(0)) throw badRequest(NOT_TEXT);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(NOT_UTF8);
  }
}
