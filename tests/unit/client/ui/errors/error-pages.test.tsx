import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorPage } from '@client/ui/errors/error-page';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { installBootstrap } from '../../../../support/bootstrap-fixture';

beforeEach(() => {
  installBootstrap();
});

describe('NotFoundPage', () => {
  it('shows the spec text and a button linking home', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
      initialEntries: ['/missing/page'],
    });
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me there!' })).toHaveAttribute('href', '/');
  });

  it('translates its texts', () => {
    installBootstrap({
      i18n: { language: 'de', name: 'Deutsch', lines: { 'Take me there!': 'Bring mich hin!' } },
    });
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Bring mich hin!' })).toBeInTheDocument();
  });
});

describe('ErrorPage', () => {
  it('shows the spec texts', () => {
    render(<ErrorPage />);
    expect(
      screen.getByRole('heading', { name: 'There was an issue loading this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });
});
