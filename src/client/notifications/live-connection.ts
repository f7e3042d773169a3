import { notificationEvent, type NotificationEvent } from '@common/api/notifications';

/** The close code the server sends a visitor: no session, so no reconnecting. */
const UNAUTHENTICATED_CLOSE = 4401;
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/** The next wait after `previous` (spec: 1 s doubling to 30 s). */
export const nextDelay = (previous: number | null) =>
  previous === null ? FIRST_RETRY_MS : Math.min(previous * 2, MAX_RETRY_MS);

export interface LiveConnectionOptions {
  url: string;
  onEvent: (event: NotificationEvent) => void;
  /** The browser's WebSocket and window, replaceable by fakes in tests. */
  WebSocketImpl?: typeof WebSocket;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator: { onLine: boolean };
  };
}

/**
 * One WebSocket to the live notifications endpoint: parses notificationEvent frames, reconnects
 * with backoff (reset once a connection opens), waits while the browser is offline. Returns stop.
 */
export function connectLiveNotifications({
  url,
  onEvent,
  WebSocketImpl = WebSocket,
  target = window,
}: LiveConnectionOptions): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay: number | null = null;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const scheduleReconnect = () => {
    if (stopped || !target.navigator.onLine) return;
    delay = nextDelay(delay);
    clearTimer();
    timer = setTimeout(open, delay);
  };

  function open() {
    timer = null;
    if (stopped || socket || !target.navigator.onLine) return;
    const current = new WebSocketImpl(url);
    socket = current;
    current.onopen = () => {
      delay = null;
    };
    current.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      try {
        const parsed = notificationEvent.safeParse(JSON.parse(message.data));
        if (parsed.success) onEvent(parsed.data);
      } catch {
        // not JSON: a frame this client does not know
      }
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      if (event.code === UNAUTHENTICATED_CLOSE) stopped = true;
      scheduleReconnect();
    };
  }

  const close = () => {
    const current = socket;
    socket = null;
    current?.close();
  };
  const onOffline = () => {
    clearTimer();
    close();
  };
  const onOnline = () => {
    delay = null;
    open();
  };

  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  open();

  return () => {
    stopped = true;
    clearTimer();
    close();
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}
