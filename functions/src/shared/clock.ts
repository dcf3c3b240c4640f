import type { Request } from 'express';

/** What time it is for the API. createApp() takes one, so tests can move time instead of waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module 'express-serve-static-core' {
  interface Locals {
    clock?: Clock;
  }
}

/** The time of this request, by the app's clock (the system's unless createApp() was given one). */
export function nowOf(req: Request): Date {
  return (req.app.locals.clock ?? systemClock)();
}
