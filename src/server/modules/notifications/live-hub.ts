import type { NotificationEvent } from '@common/api/notifications';

/** What the hub needs of a connection (a `ws` WebSocket). */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * Live delivery to connected browsers by user id. The in-process hub reaches the sockets of
 * this instance; a scaled-out site replaces it with one over Redis pub/sub.
 */
export interface LiveHub {
  /** Registers a socket; the returned function removes it. */
  connect(userId: number, socket: LiveSocket): () => void;
  /** Which of these users have a socket open (to count their unread only for them). */
  connectedAmong(userIds: number[]): number[];
  publish(userId: number, event: NotificationEvent): void;
  /** Ends every socket (the app is closing). */
  closeAll(): void;
}

export class InProcessLiveHub implements LiveHub {
  private readonly sockets = new Map<number, Set<LiveSocket>>();

  connect(userId: number, socket: LiveSocket): () => void {
    let sockets = this.sockets.get(userId);
    if (!sockets) this.sockets.set(userId, (sockets = new Set()));
    sockets.add(socket);
    return () => {
      sockets.delete(socket);
      if (!sockets.size && this.sockets.get(userId) === sockets) this.sockets.delete(userId);
    };
  }

  connectedAmong(userIds: number[]): number[] {
    return userIds.filter((id) => this.sockets.has(id));
  }

  publish(userId: number, event: NotificationEvent): void {
    const frame = JSON.stringify(event);
    for (const socket of this.sockets.get(userId) ?? []) {
      try {
        socket.send(frame);
      } catch {
        // a socket closing meanwhile: its close handler removes it
      }
    }
  }

  closeAll(): void {
    for (const sockets of this.sockets.values()) {
      for (const socket of sockets) socket.close(1001, 'Server closing');
    }
    this.sockets.clear();
  }
}
