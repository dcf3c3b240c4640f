/** The one error type of the API. The error middleware turns it into the error body of DESIGN.md §4. */
export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'already_booked'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: ErrorDetail[]) {
    return new AppError(400, 'bad_request', message, details);
  }
  static validation(message: string, details: ErrorDetail[]) {
    return new AppError(400, 'validation_failed', message, details);
  }
  static unauthenticated(message = 'Please log in to continue.') {
    return new AppError(401, 'unauthenticated', message);
  }
  static forbidden(message = 'You are not allowed to do that.') {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string, code: ErrorCode = 'conflict') {
    return new AppError(409, code, message);
  }
}

export interface ErrorBody {
  acknowledged: false;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
  requestId?: string;
}
