import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildBootstrapFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { CustomPagePage } from '@client/pages/custom-page/custom-page-page';
import { stubFetch } from '../auth/support/fetch-stub';
import { renderRoutes } from '../auth/support/render-routes';

const PAGE_RESPONSE = {
  page: {
    id: 7,
    slug: 'about',
    title: 'About Us',
    body: '<h2>Who</h2><p>We <strong>love</strong> films.</p>',
  },
  seo: [
    { nodeName: 'title', _text: 'About Us - Cinedex' },
    { nodeName: 'meta', name: 'description', content: 'Who we are.' },
  ],
  set_seo: true,
};

function renderPage(entry: string) {
  return renderRoutes(
    [
      { path: '/pages/:pageSlug', element: <CustomPagePage /> },
      { path: '/pages/:pageId/:pageSlug', element: <CustomPagePage /> },
    ],
    entry,
  );
}

describe('CustomPagePage', () => {
  beforeEach(() => {
    installBootstrap();
    document.title = 'Site';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the page by slug and shows its title and HTML body', async () => {
    const fetchMock = stubFetch(() => Response.json(PAGE_RESPONSE));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage('/pages/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Who' })).toBeVisible();
    expect(screen.getByText('love').tagName).toBe('STRONG');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/custom-pages/about');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(document.title).toBe('About Us - Cinedex'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Who we are.',
    );
  });

  it('loads by id when the route carries one', async () => {
    const fetchMock = stubFetch(() => Response.json(PAGE_RESPONSE));
    renderPage('/pages/7/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/custom-pages/7');
  });

  it('shows the page embedded by the server without a request', async () => {
    const fetchMock = stubFetch(() => Response.json(PAGE_RESPONSE));
    installBootstrap({
      ...buildBootstrapFixture(),
      loaders: { 'custom-pages/about': PAGE_RESPONSE },
    });
    renderPage('/pages/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown page', async () => {
    stubFetch(() => Response.json({ message: 'Page not found.', errors: {} }, { status: 404 }));
    renderPage('/pages/missing');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });
});
