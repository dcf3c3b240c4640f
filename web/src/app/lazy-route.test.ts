import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, loadChunk } from '@/app/lazy-route';

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(async () => ({ Route: 1 }))).resolves.toEqual({ Route: 1 });
  });

  it('fails a chunk that never arrives after the time-out', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise(() => undefined), 120_000);
    const outcome = expect(loading).rejects.toSatisfy(isChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await outcome;
    vi.useRealTimers();
  });

  it('recognises browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
