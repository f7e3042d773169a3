import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FullPageLoader, PageLoader } from '@client/ui/page-loader';
import { installBootstrap } from '../../../support/bootstrap-fixture';

beforeEach(() => {
  installBootstrap({
    i18n: { language: 'fr', name: 'Français', lines: { 'Loading page...': 'Chargement...' } },
  });
});

describe('PageLoader', () => {
  it.each([
    ['PageLoader', PageLoader],
    ['FullPageLoader', FullPageLoader],
  ])('%s shows a spinner labelled by its translated visible text', (_name, Loader) => {
    render(<Loader />);
    expect(screen.getByText('Chargement...')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Chargement...' })).toBeInTheDocument();
  });

  it('uses the spec text in English', () => {
    installBootstrap();
    render(<PageLoader />);
    expect(screen.getByRole('progressbar', { name: 'Loading page...' })).toBeInTheDocument();
  });
});
