export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL';

export const statusByCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into the spec's envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers?: Record<string, string>) {
    super(message);
    this.code = code;
    this.headers = headers;
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** Well-formed, but cannot be done as asked (e.g. an Idempotency-Key reused for another request). */
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
