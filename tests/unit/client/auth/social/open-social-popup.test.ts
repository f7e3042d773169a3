import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBootstrapFixture, installBootstrap } from '../../../../support/bootstrap-fixture';
import { openSocialPopup, POPUP_CLOSED_POLL_MS } from '@client/auth/social/open-social-popup';
import { postSocialAuthMessage, stubWindowOpen } from './fake-popup';

/** Settles pending promise callbacks so a resolved result can be observed. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  const marker = Symbol('pending');
  const result = await Promise.race([promise, Promise.resolve(marker)]);
  return result === marker ? 'pending' : { value: result as T };
}

describe('openSocialPopup', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('opens a 650x550 popup at the login or connect address, under the base path', async () => {
    const { open } = stubWindowOpen();
    const login = openSocialPopup('google', 'login');
    installBootstrap({ base_path: '/films/' });
    const connect = openSocialPopup('envato', 'connect');

    const [loginUrl, , loginFeatures] = open.mock.calls[0] ?? [];
    expect(loginUrl).toBe('/secure/auth/social/google/login');
    expect(loginFeatures).toMatch(/(^|,)width=650(,|$)/);
    expect(loginFeatures).toMatch(/(^|,)height=550(,|$)/);
    expect(loginFeatures).toMatch(/(^|,)left=\d+(,|$)/);
    expect(loginFeatures).toMatch(/(^|,)top=\d+(,|$)/);
    expect(open.mock.calls[1]?.[0]).toBe('/films/secure/auth/social/envato/connect');

    // Answer both, so no listener outlives the test.
    postSocialAuthMessage({ type: 'social-auth', status: 'ERROR', callbackData: {} });
    await Promise.all([login, connect]);
  });

  it('resolves with the first social-auth message from this origin and closes the popup', async () => {
    const { popup } = stubWindowOpen();
    const bootstrapData = buildBootstrapFixture();
    const result = openSocialPopup('google', 'login');

    postSocialAuthMessage({ type: 'other-widget', status: 'SUCCESS' });
    postSocialAuthMessage({ type: 'social-auth', status: 'NOT_A_STATUS' });
    expect(await settled(result)).toBe('pending');

    postSocialAuthMessage({
      type: 'social-auth',
      status: 'SUCCESS',
      callbackData: { bootstrapData },
    });
    await expect(result).resolves.toEqual({ status: 'SUCCESS', callbackData: { bootstrapData } });
    expect(popup.close).toHaveBeenCalled();
  });

  it('ignores messages from other origins', async () => {
    stubWindowOpen();
    const result = openSocialPopup('google', 'login');
    postSocialAuthMessage(
      { type: 'social-auth', status: 'SUCCESS', callbackData: {} },
      'https://evil.example',
    );
    expect(await settled(result)).toBe('pending');

    postSocialAuthMessage({ type: 'social-auth', status: 'ERROR', callbackData: {} });
    await expect(result).resolves.toEqual({ status: 'ERROR', callbackData: {} });
  });

  it('resolves null once the popup is closed without an answer, and stops listening', async () => {
    vi.useFakeTimers();
    const { popup } = stubWindowOpen();
    const result = openSocialPopup('facebook', 'login');
    vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS * 3);
    expect(await settled(result)).toBe('pending');

    popup.closed = true;
    vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS);
    await expect(result).resolves.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves null when the browser blocks the popup', async () => {
    stubWindowOpen({ blocked: true });
    await expect(openSocialPopup('twitter', 'login')).resolves.toBeNull();
  });
});
