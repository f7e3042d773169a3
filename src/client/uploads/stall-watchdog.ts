import { UPLOAD_STALL_TIMEOUT_MS } from '@common/uploads/upload-limits';

/**
 * Fails an upload that has made no progress for 30 seconds (spec 4): started when the transfer
 * starts, pushed back by every progress report, stopped when the bytes are delivered.
 */
export class StallWatchdog {
  private handle: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onStall: () => void,
    private readonly timeoutMs = UPLOAD_STALL_TIMEOUT_MS,
  ) {}

  /** Starts, or restarts, the countdown. */
  progress(): void {
    this.stop();
    this.handle = setTimeout(() => {
      this.handle = null;
      this.onStall();
    }, this.timeoutMs);
  }

  stop(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }
}
