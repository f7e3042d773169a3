import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../support/bootstrap-fixture';
import { registrationGuard } from '@client/auth/register/registration-guard';
import { renderRoutes } from '../support/render-routes';

const routes: RouteObject[] = [
  {
    path: '/register',
    loader: registrationGuard,
    element: <p>Register form</p>,
    HydrateFallback: () => null,
  },
  {
    path: '/workspace/join/register',
    loader: registrationGuard,
    element: <p>Register form</p>,
    HydrateFallback: () => null,
  },
  { path: '/login', element: <p>Login form</p> },
  { path: '/', element: <p>Home page</p> },
];

function installRegistration(disable: boolean) {
  const { settings } = buildBootstrapFixture();
  installBootstrap({ settings: { ...settings, registration: { disable, policies: [] } } });
}

describe('registrationGuard', () => {
  it.each([
    ['/register', false, 'Register form'],
    ['/register', true, 'Login form'],
    ['/register?inviteId=4', true, 'Login form'],
    ['/register?invite_type=workspace', true, 'Register form'],
    ['/workspace/join/register', true, 'Register form'],
  ])('%s with registration disabled=%s shows the %s', async (entry, disable, expected) => {
    installRegistration(disable);
    renderRoutes(routes, entry);
    expect(await screen.findByText(expected)).toBeVisible();
  });

  it('sends a signed-in user to the post-login redirect', async () => {
    installBootstrap({ user: buildUserFixture() });
    const { router } = renderRoutes(routes, '/register');
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
