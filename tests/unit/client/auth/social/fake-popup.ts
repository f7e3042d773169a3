import { vi } from 'vitest';

/** What window.open hands back: a window the test closes or leaves open. */
export interface FakePopup {
  closed: boolean;
  close: () => void;
}

/** Replaces the browser's window.open with one that returns a fake popup (or null: blocked). */
export function stubWindowOpen({ blocked = false } = {}) {
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const open = vi
    .spyOn(window, 'open')
    .mockImplementation(() => (blocked ? null : (popup as unknown as Window)));
  return { open, popup };
}

/** What the callback page posts to its opener, arriving from the given origin. */
export function postSocialAuthMessage(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}
