import type { Request } from 'express';

/**
 * The server's clock, injectable: createApp({ now }) sets it (tests move it instead of sleeping),
 * and routes read the time of a request from it rather than from `new Date()`.
 */
export type Clock = () => Date;

declare module 'express-serve-static-core' {
  interface Locals {
    now?: Clock;
  }
}

/** The time of this request, by the app's clock. */
export function nowOf(req: Request): Date {
  return req.app.locals.now?.() ?? new Date();
}
