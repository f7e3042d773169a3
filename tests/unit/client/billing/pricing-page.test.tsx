import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricingPage } from '@client/billing/pricing/pricing-page';
import { ONBOARDING_STORAGE_KEY } from '@client/auth/use-auth';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { fakeApi } from '../account/support/fake-api';
import { renderRoutes } from '../auth/support/render-routes';
import { buildPrice, buildProduct, page, pricingPlans } from './support/billing-fixtures';

function renderPricing() {
  return renderRoutes(
    [
      { path: '/pricing', element: <PricingPage /> },
      { path: '/register', element: <p>Register page</p> },
      { path: '/contact', element: <p>Contact page</p> },
    ],
    '/pricing',
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('PricingPage', () => {
  beforeEach(() => {
    installBootstrap();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts annual and shows each visible plan at its yearly price', async () => {
    const api = fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    expect(await screen.findByRole('article', { name: 'Pro' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    expect(within(card('Pro')).getByText('$99.99')).toBeVisible();
    expect(within(card('Pro')).getByText('/ year')).toBeVisible();
    expect(within(card('Team')).getByText('$192')).toBeVisible();
    // no yearly price: the first price
    expect(within(card('Free')).getByText('$0')).toBeVisible();
    expect(within(card('Free')).getByText('/ month')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Secret' })).toBeNull();
    expect(api.unhandled).toEqual([]);
  });

  it('switches every card to its monthly price', async () => {
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    await screen.findByRole('article', { name: 'Pro' });
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(card('Pro')).getByText('$9.99')).toBeVisible();
    expect(within(card('Pro')).getByText('/ month')).toBeVisible();
    expect(within(card('Team')).getByText('$20')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    expect(within(card('Pro')).getByText('$99.99')).toBeVisible();
  });

  it("shows the best plan's save-up percent next to the annual choice", async () => {
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    // Pro saves 20 %, Team 25 %
    expect(await screen.findByText('Save up to 25%')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Annual Save up to 25%' })).toBeChecked();
  });

  it('shows no badge when no plan saves anything', async () => {
    fakeApi().on(
      'GET',
      'billing/products',
      page([buildProduct({ name: 'Only', prices: [buildPrice({ id: 7 })] })]),
    );
    renderPricing();
    await screen.findByRole('article', { name: 'Only' });
    expect(screen.queryByText(/Save up to/)).toBeNull();
  });

  it("marks the recommended plan and lists features under What's included", async () => {
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Most popular')).toBeVisible();
    expect(within(card('Team')).queryByText('Most popular')).toBeNull();
    expect(within(pro).getByRole('heading', { name: "What's included" })).toBeVisible();
    expect(
      within(pro)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlimited lists', 'No ads']);
    expect(within(pro).getByText('For film lovers')).toBeVisible();
  });

  it("labels the buttons 'Get started' for a free plan and 'Upgrade' otherwise", async () => {
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    await screen.findByRole('article', { name: 'Pro' });
    expect(within(card('Free')).getByRole('link', { name: 'Get started' })).toBeVisible();
    expect(within(card('Pro')).getByRole('link', { name: 'Upgrade' })).toBeVisible();
  });

  it("stores a visitor's choice and sends them to register from pricing", async () => {
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    const { router } = renderPricing();
    await screen.findByRole('article', { name: 'Pro' });
    await userEvent.click(within(card('Pro')).getByRole('link', { name: 'Upgrade' }));
    expect(await screen.findByText('Register page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?redirectFrom=pricing');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY)!)).toEqual({
      productId: 2,
      priceId: 21,
    });
  });

  it("stores the monthly price's id when the monthly cycle is chosen", async () => {
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    await screen.findByRole('article', { name: 'Pro' });
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(within(card('Team')).getByRole('link', { name: 'Upgrade' }));
    await screen.findByText('Register page');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY)!)).toEqual({
      productId: 3,
      priceId: 30,
    });
  });

  it('forgets an earlier choice when a visitor picks the free plan', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ productId: 2, priceId: 20 }));
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    await screen.findByRole('article', { name: 'Free' });
    await userEvent.click(within(card('Free')).getByRole('link', { name: 'Get started' }));
    await screen.findByText('Register page');
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });

  it('sends a signed-in member to checkout, with the free plan disabled', async () => {
    installBootstrap({ user: buildUserFixture() });
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    await screen.findByRole('article', { name: 'Pro' });
    expect(within(card('Pro')).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/checkout/2/21',
    );
    expect(within(card('Free')).getByRole('button', { name: 'Get started' })).toBeDisabled();
  });

  it('sends a subscribed user to change plan', async () => {
    installBootstrap({
      user: buildUserFixture({ subscriptions: [{ id: 1, valid: true, active: true }] }),
    });
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    await screen.findByRole('article', { name: 'Pro' });
    expect(within(card('Team')).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/change-plan/3/31/confirm',
    );
    expect(within(card('Free')).getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/change-plan/1/10/confirm',
    );
  });

  it("has the support block's 'Contact us' leading to /contact", async () => {
    fakeApi().on('GET', 'billing/products', page(pricingPlans()));
    renderPricing();
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows a skeleton while loading, then an empty state without plans', async () => {
    let answer!: (value: unknown) => void;
    fakeApi().on('GET', 'billing/products', () => new Promise((resolve) => (answer = resolve)));
    renderPricing();
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeVisible();
    await waitFor(() => expect(answer).toBeDefined());
    answer(page([buildProduct({ hidden: true })]));
    expect(await screen.findByText('No plans yet')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading plans' })).toBeNull();
  });

  it('shows the error page when the plans cannot be loaded', async () => {
    fakeApi().on('GET', 'billing/products', () =>
      Response.json({ message: 'Down', errors: {} }, { status: 500 }),
    );
    renderPricing();
    // after the api client's retries of a failed GET (spec 8)
    expect(
      await screen.findByText('There was an issue loading this page', {}, { timeout: 5000 }),
    ).toBeVisible();
  });
});
