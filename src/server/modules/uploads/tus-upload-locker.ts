import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** How long a holder asked to let go gets to finish writing what it received (tus's default). */
export const TUS_LOCK_DRAIN_MS = 3_000;
/** How long a request waits for an upload's lock: the drain, and room for the store to save. */
export const TUS_LOCK_ACQUIRE_MS = 5_000;

/** tus's answer when the upload stays locked: 423, which the spec's client retries (spec 8). */
export const UPLOAD_LOCKED = {
  status_code: 423,
  body: 'This upload is busy with another request. Try again in a moment.\n',
};

/**
 * One lock per upload, in memory. A request that finds an upload locked asks the holder to let go
 * (a client resuming after a dropped connection takes over from the request the server still
 * thinks is running); if the lock is still held when the wait is over, the answer is 423 Locked
 * instead of tus's 500 for a lock timeout.
 */
export class TusUploadLocker implements Locker {
  private readonly memory: MemoryLocker;

  constructor(acquireTimeoutMs = TUS_LOCK_ACQUIRE_MS) {
    this.memory = new MemoryLocker({ acquireLockTimeout: acquireTimeoutMs });
  }

  newLock(id: string): Lock {
    const lock = this.memory.newLock(id);
    return {
      lock: async (signal: AbortSignal, requestRelease: RequestRelease) => {
        try {
          await lock.lock(signal, requestRelease);
        } catch (error) {
          throw error === ERRORS.ERR_LOCK_TIMEOUT ? UPLOAD_LOCKED : error;
        }
      },
      unlock: () => lock.unlock(),
    };
  }
}
