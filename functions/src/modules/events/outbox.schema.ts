import { z } from 'zod';
import { EVENT_TYPES, type EventPayloads, type EventType } from './catalogue';

export const EVENT_STATES = ['pending', 'done', 'failed'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/**
 * outbox/{id}: an effect a committed write owes, written in the same transaction or batch as that
 * write. `dispatchedAt` is when it was last handed to the queue: the sweep re-queues an event
 * still pending long after it.
 */
export const outboxEventSchema = z.object({
  _id: z.string(),
  type: z.enum(EVENT_TYPES),
  aggregateId: z.string(),
  payload: z.record(z.string(), z.unknown()),
  state: z.enum(EVENT_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  dispatchedAt: z.string(),
  updatedAt: z.string(),
  doneAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export type StoredEvent = z.infer<typeof outboxEventSchema>;

/** An event of one type, its payload typed. */
export type OutboxEvent<T extends EventType = EventType> = Omit<StoredEvent, 'type' | 'payload'> & { type: T; payload: EventPayloads[T] };

/**
 * A new pending event. The id is deterministic in what caused it (`key`: an order's event, a
 * listing's change at a time), so a use case run twice writes one event, not two.
 */
export function newEvent<T extends EventType>(type: T, aggregateId: string, key: string, payload: EventPayloads[T], now: Date): OutboxEvent<T> {
  const at = now.toISOString();
  return {
    _id: `${aggregateId}_${type}_${key}`,
    type,
    aggregateId,
    payload,
    state: 'pending',
    attempts: 0,
    createdAt: at,
    dispatchedAt: at,
    updatedAt: at,
    doneAt: null,
    lastError: null,
  };
}
