import { act, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Theme } from '@common/themes/theme';
import { setActiveTheme } from '@client/appearance/themes/active-theme';
import { AppThemeProvider } from '@client/appearance/themes/app-theme-provider';
import { DEFAULT_THEMES } from '@server/modules/appearance/default-themes';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { resetThemeState } from '../reset-theme-state';

const [dark, light] = DEFAULT_THEMES as [Theme, Theme];

function PaletteProbe() {
  const theme = useTheme();
  return <p data-testid="probe">{`${theme.palette.mode} ${theme.palette.primary.main}`}</p>;
}

describe('AppThemeProvider', () => {
  beforeEach(() => {
    resetThemeState();
    document.documentElement.removeAttribute('style');
    document.head.querySelector('meta[name="theme-color"]')?.remove();
  });

  it('provides the active theme to MUI and mirrors it on the document', () => {
    const custom = { ...dark, values: { ...dark.values, '--be-hero': '#123456' } };
    installBootstrap({ themes: [custom, light] });
    render(
      <AppThemeProvider>
        <PaletteProbe />
      </AppThemeProvider>,
    );
    const root = document.documentElement;

    expect(screen.getByTestId('probe')).toHaveTextContent(`dark ${dark.values['--be-primary']}`);
    expect(root.style.getPropertyValue('--be-primary')).toBe(dark.values['--be-primary']);
    expect(root.style.getPropertyValue('--be-hero')).toBe('#123456');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.dataset.themeId).toBe(String(dark.id));
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    expect(meta?.content).toBe(dark.values['--be-navbar']);

    act(() => setActiveTheme(light.id));

    expect(screen.getByTestId('probe')).toHaveTextContent(`light ${light.values['--be-primary']}`);
    expect(root.style.getPropertyValue('--be-primary')).toBe(light.values['--be-primary']);
    expect(root.style.getPropertyValue('--be-hero')).toBe('');
    expect(root.style.colorScheme).toBe('light');
    expect(root.dataset.themeId).toBe(String(light.id));
    expect(meta?.content).toBe(light.values['--be-navbar']);
  });
});
