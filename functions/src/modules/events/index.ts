/**
 * Effects after a commit, as events (the outbox): a write records the events it causes in its own
 * transaction or batch, hands them to the queue once committed, and the queue function runs each
 * one's handler until it is done. The handlers live in the modules whose data they change and are
 * put together in functions/src/event-handlers.ts.
 */
export type { AccountPart, AuthProfileField, EventPayloads, EventType, NoticePayload, NotifiedOrder, OrderNoticeKind, SellerCopyField } from './catalogue';
export { ACCOUNT_PARTS, EVENT_TYPES } from './catalogue';
export { newEvent, type OutboxEvent, type StoredEvent } from './outbox.schema';
export { getEvent, recordEvents, recordInBatch, recordInTransaction } from './outbox.repo';
export { cloudTasksDispatcher, dispatch, EVENT_QUEUE, useDispatcher, type Dispatcher, type DispatchOptions, type EventTask } from './dispatcher';
export { MAX_EVENT_ATTEMPTS, runEvent, runEvents, type EventHandler, type EventHandlers, type RunOutcome } from './event-runner';
export { EVENT_STUCK_MINUTES, EVENT_SWEEP_MINUTES, sweepStuckEvents } from './event-sweep';
