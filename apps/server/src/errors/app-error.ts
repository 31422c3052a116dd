export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error model: a code mapped once to a status, and a message a person can act on. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** What to send back (`?confirm=`) to go ahead with a change that takes more with it than the row. */
    readonly confirm?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status() {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError('BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Please sign in') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** 409 until the caller sends `confirm` back: a delete that would take other rows with it, named in the message. */
export const confirmationNeeded = (message: string, confirm: string) => new AppError('CONFLICT', message, undefined, confirm);
