import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

/** A route chunk that failed to arrive (network, a new deploy, or the 120 s time-out). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of ReCell could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Imports a route module, failing after the spec's chunk load time-out (120 s) instead of
 * hanging. Failures surface in the route's error element, which offers a reload.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((cause: unknown) => {
      throw new ChunkLoadError(cause);
    })
    .finally(() => clearTimeout(timer));
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // Vite's own preload failures and browsers' dynamic import errors.
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}
