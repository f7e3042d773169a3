import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import {
  billingGuard,
  changePlanShortcut,
  checkoutGuard,
} from '@client/billing/shared/billing-guards';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';

const subscriber = () =>
  buildUserFixture({ subscriptions: [{ id: 1, valid: true, active: true }] });
const location = (response: Response | null) => response?.headers.get('Location') ?? null;

describe('checkoutGuard (spec 2.7)', () => {
  it('sends a visitor to /register', () => {
    installBootstrap({ user: null });
    expect(location(checkoutGuard())).toBe('/register');
  });

  it('sends a subscribed user to /billing', () => {
    installBootstrap({ user: subscriber() });
    expect(location(checkoutGuard())).toBe('/billing');
  });

  it('lets a member whose subscription ended check out', () => {
    installBootstrap({
      user: buildUserFixture({ subscriptions: [{ id: 1, valid: false, active: false }] }),
    });
    expect(checkoutGuard()).toBeNull();
  });
});

describe('billingGuard (spec 2.7)', () => {
  it('sends a visitor to /login', () => {
    installBootstrap({ user: null });
    expect(location(billingGuard())).toBe('/login');
  });

  it('sends a user who is not subscribed to /pricing', () => {
    installBootstrap({ user: buildUserFixture() });
    expect(location(billingGuard())).toBe('/pricing');
  });

  it('lets a subscribed user in', () => {
    installBootstrap({ user: subscriber() });
    expect(billingGuard()).toBeNull();
  });
});

describe('changePlanShortcut', () => {
  it("leads to the billing area's confirm page", () => {
    const args = { params: { productId: '3', priceId: '31' } } as unknown as LoaderFunctionArgs;
    expect(location(changePlanShortcut(args))).toBe('/billing/change-plan/3/31/confirm');
  });
});
