import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { redirectSignedInUser } from '@client/auth/guest-route';
import { ONBOARDING_STORAGE_KEY } from '@client/auth/use-auth';
import { renderRoutes } from './support/render-routes';

describe('redirectSignedInUser', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('lets a guest through', () => {
    expect(redirectSignedInUser()).toBeNull();
  });

  it('redirects a signed-in user to /', () => {
    installBootstrap({ user: buildUserFixture() });
    const response = redirectSignedInUser();
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/');
  });

  it('redirects an administrator to /admin', () => {
    installBootstrap({
      user: buildUserFixture({ permissions: [{ name: 'admin.access', restrictions: [] }] }),
    });
    expect(redirectSignedInUser()?.headers.get('Location')).toBe('/admin');
  });

  it('redirects to a stored onboarding checkout', () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ productId: 3, priceId: 9 }));
    installBootstrap({ user: buildUserFixture() });
    expect(redirectSignedInUser()?.headers.get('Location')).toBe('/checkout/3/9');
  });

  it('works as a route loader', async () => {
    installBootstrap({ user: buildUserFixture() });
    renderRoutes(
      [
        {
          path: '/login',
          loader: redirectSignedInUser,
          element: <p>Login form</p>,
          HydrateFallback: () => null,
        },
        { path: '/', element: <p>Home page</p> },
      ],
      '/login',
    );
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(screen.queryByText('Login form')).not.toBeInTheDocument();
  });
});
