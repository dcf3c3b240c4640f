import { describe, expect, it } from 'vitest';
import { createFirestoreBreaker } from './firestore-breaker';

/** A breaker on a clock the test moves, whose probes wait until the test settles them. */
function breakerOnHand() {
  let clock = 0;
  const probes: { resolve: () => void; reject: () => void }[] = [];
  const breaker = createFirestoreBreaker({
    now: () => clock,
    probeEveryMs: 1_000,
    probe: () => new Promise<void>((resolve, reject) => probes.push({ resolve, reject: () => reject(new Error('unreachable')) })),
  });
  /** Lets the probe's settlement reach the breaker. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { breaker, probes, settle, advance: (ms: number) => (clock += ms) };
}

describe('the Firestore circuit breaker', () => {
  it('admits every call while Firestore answers', () => {
    const { breaker, probes } = breakerOnHand();
    breaker.answered();
    expect(breaker.admits()).toBe(true);
    expect(breaker.state()).toBe('closed');
    expect(probes).toHaveLength(0);
  });

  it('opens on the first unreachable call, refuses at once, and probes right away', () => {
    const { breaker, probes } = breakerOnHand();
    breaker.unreachable();
    expect(breaker.state()).toBe('half-open');
    expect(probes).toHaveLength(1);
    for (let call = 0; call < 50; call += 1) expect(breaker.admits()).toBe(false);
    // Calls refused while a probe is out start no other.
    expect(probes).toHaveLength(1);
  });

  it('probes again only once the last probe failed and a probe interval has passed since it started', async () => {
    const { breaker, probes, settle, advance } = breakerOnHand();
    breaker.unreachable();
    advance(400);
    probes[0]!.reject();
    await settle();
    expect(breaker.state()).toBe('open');
    advance(599);
    expect(breaker.admits()).toBe(false);
    expect(probes).toHaveLength(1);
    advance(1);
    expect(breaker.admits()).toBe(false);
    expect(probes).toHaveLength(2);
    expect(breaker.state()).toBe('half-open');
  });

  it('closes when a probe gets through, and admits again', async () => {
    const { breaker, probes, settle } = breakerOnHand();
    breaker.unreachable();
    probes[0]!.resolve();
    await settle();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admits()).toBe(true);
  });

  it('closes when a call that was already under way is answered', () => {
    const { breaker } = breakerOnHand();
    breaker.unreachable();
    breaker.answered();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admits()).toBe(true);
  });

  it('does not restart the probe clock on each further unreachable call while open', async () => {
    const { breaker, probes, settle, advance } = breakerOnHand();
    breaker.unreachable();
    probes[0]!.reject();
    await settle();
    advance(1_000);
    breaker.unreachable();
    expect(probes).toHaveLength(1);
    expect(breaker.admits()).toBe(false);
    expect(probes).toHaveLength(2);
  });

  it('opens again when Firestore goes away after it came back', async () => {
    const { breaker, probes, settle } = breakerOnHand();
    breaker.unreachable();
    probes[0]!.resolve();
    await settle();
    breaker.unreachable();
    expect(breaker.admits()).toBe(false);
    expect(probes).toHaveLength(2);
  });
});
