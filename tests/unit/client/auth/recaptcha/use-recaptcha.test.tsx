import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { RECAPTCHA_SCRIPT_URL } from '@client/auth/recaptcha/load-recaptcha';
import { useRecaptcha } from '@client/auth/recaptcha/use-recaptcha';
import { verifyHuman } from '@client/auth/recaptcha/verify-human';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { deferred, sentRequest, stubFetch } from '../support/fetch-stub';
import { enableHumanCheck, removeGrecaptcha, SITE_KEY, stubGrecaptcha } from './grecaptcha-stub';

const recaptchaScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((script) =>
    script.src.startsWith(RECAPTCHA_SCRIPT_URL),
  );

describe('human check (reCAPTCHA v3)', () => {
  beforeEach(() => {
    enableHumanCheck('register');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeGrecaptcha();
    toast.dismiss();
  });

  it('passes at once, without Google or the server, when the action is not enabled', async () => {
    installBootstrap();
    const execute = stubGrecaptcha();
    const fetchMock = stubFetch(() => Response.json({ success: false }));
    await expect(verifyHuman('register')).resolves.toBe(true);
    expect(execute).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the script once, executes the action and posts the token to recaptcha/verify', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true }));
    const first = verifyHuman('register');
    const second = verifyHuman('register');

    const [script, ...others] = recaptchaScripts();
    expect(others).toHaveLength(0);
    expect(script?.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=${SITE_KEY}`);
    // The script defines grecaptcha as it loads.
    const execute = stubGrecaptcha();
    script?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'register' });
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/v1/recaptcha/verify',
      body: { token: 'token-1', action: 'register' },
    });
    expect(recaptchaScripts()).toHaveLength(1);
    expect(getToasts()).toEqual([]);
  });

  it('shows the danger toast and resolves false when the server refuses the token', async () => {
    stubGrecaptcha();
    stubFetch(() => Response.json({ success: false }));
    await expect(verifyHuman('register')).resolves.toBe(false);
    expect(getToasts()).toMatchObject([
      { type: 'danger', message: 'Could not verify you are human.' },
    ]);
  });

  it('fails the same way when the verify request errors', async () => {
    stubGrecaptcha();
    stubFetch(() => Response.json({ message: 'Invalid', errors: {} }, { status: 422 }));
    await expect(verifyHuman('register')).resolves.toBe(false);
    expect(getToasts()).toMatchObject([
      { type: 'danger', message: 'Could not verify you are human.' },
    ]);
  });

  it('reports isVerifying while the check runs', async () => {
    stubGrecaptcha();
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { result } = renderHook(() => useRecaptcha('register'));
    expect(result.current.isVerifying).toBe(false);

    let outcome!: Promise<boolean>;
    act(() => {
      outcome = result.current.verify();
    });
    expect(result.current.isVerifying).toBe(true);
    await act(async () => {
      answer.resolve(Response.json({ success: true }));
      await outcome;
    });
    await expect(outcome).resolves.toBe(true);
    expect(result.current.isVerifying).toBe(false);
  });

  it('verifyWithToken hands out a fresh token after a passed check', async () => {
    const execute = stubGrecaptcha();
    const fetchMock = stubFetch(() => Response.json({ success: true }));
    const { result } = renderHook(() => useRecaptcha('register'));
    let outcome!: Awaited<ReturnType<typeof result.current.verifyWithToken>>;
    await act(async () => {
      outcome = await result.current.verifyWithToken();
    });
    expect(outcome).toEqual({ passed: true, token: 'token-2' });
    expect(sentRequest(fetchMock).body).toEqual({ token: 'token-1', action: 'register' });
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('verifyWithToken reports no token when the check is off', async () => {
    installBootstrap();
    const { result } = renderHook(() => useRecaptcha('register'));
    await expect(result.current.verifyWithToken()).resolves.toEqual({ passed: true, token: null });
  });
});
