/** Runs `callback` once the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(callback: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}
