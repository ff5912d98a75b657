/**
 * The shop's own code comes in chunks (a page, a section, the inline cart) loaded when needed.
 * One that does not arrive is a ChunkLoadError, after at most two minutes (spec sections 8
 * and 9), and the shopper is offered a reload: the browser keeps a failed module as failed
 * until the page loads again.
 */

/** How long a chunk may take to load before it is given up (spec section 9: 120000 ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The name every chunk failure carries, to be told from other errors across module graphs. */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';

/** A chunk of the shop's code that failed to load, or did not load in time. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = CHUNK_LOAD_ERROR;
  }
}

/** Whether an error is a chunk that did not load. */
export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof Error && error.name === CHUNK_LOAD_ERROR;

/**
 * Loads a chunk (`load` is its dynamic import): its module, or a ChunkLoadError when the import
 * fails or has not answered within `timeoutMs`.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`a chunk did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(cause)
            ? cause
            : new ChunkLoadError(cause instanceof Error ? cause.message : String(cause), {
                cause,
              }),
        );
      },
    );
  });
}
