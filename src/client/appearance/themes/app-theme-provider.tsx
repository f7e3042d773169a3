import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useActiveTheme } from './active-theme';
import { applyThemeToDocument } from './apply-theme-to-document';
import { buildMuiTheme } from './mui-theme';

interface AppThemeProviderProps {
  children?: ReactNode;
}

/** Provides the active theme to MUI and mirrors it on the document root. */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  const theme = useActiveTheme();
  const muiTheme = useMemo(() => buildMuiTheme(theme), [theme]);

  // layout effect: variables must be in place before the browser paints the new theme
  useLayoutEffect(() => applyThemeToDocument(theme), [theme]);

  return (
    // storageManager null: the active theme is ours to store (be-active-theme), not MUI's
    <ThemeProvider theme={muiTheme} storageManager={null} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
