import "server-only";
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  bad_gateway: 502,
  rate_limited: 429,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * The one error services throw. Messages are keys of messages/*.json (translated for the caller by
 * the API layer) or plain texts; they are the only error texts that reach users.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messages: string[];
  /** Seconds until a rate-limited caller may try again (sent as Retry-After). */
  retryAfter?: number;
  /** More of the error body for clients (e.g. the running timer a start collided with). */
  extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string | string[]) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages.join(", "));
    this.name = "AppError";
    this.code = code;
    this.messages = messages;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** `extra` goes in the error body beside the message (which column, which record, …). */
function withExtra(error: AppError, extra?: Record<string, unknown>): AppError {
  if (extra) error.extra = extra;
  return error;
}

export const badRequest = (message: string | string[], extra?: Record<string, unknown>) =>
  withExtra(new AppError("bad_request", message), extra);
export const unauthorized = (message = "errors.unauthorized") => new AppError("unauthorized", message);
export const forbidden = (message = "errors.forbidden") => new AppError("forbidden", message);
export const notFound = (message = "Not found") => new AppError("not_found", message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  withExtra(new AppError("conflict", message), extra);
/** Something that existed and no longer answers (a public link past its expiry or download limit). */
export const gone = (message: string) => new AppError("gone", message);
export function rateLimited(message: string, retryAfter?: number): AppError {
  const error = new AppError("rate_limited", message);
  error.retryAfter = retryAfter;
  return error;
}
