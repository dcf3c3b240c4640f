import type { ErrorCode, ErrorDetail } from '../contract/errors';

/** The one error type of the API. The error middleware turns it into the error body of the contract (contract/errors.ts). */
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
  static locked(message: string) {
    return new AppError(423, 'locked', message);
  }
  static conflict(message: string, code: ErrorCode = 'conflict') {
    return new AppError(409, code, message);
  }
}
