import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppThemeProvider } from '../appearance/themes/app-theme-provider';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** The providers around the router, the same in the browser and in the server's render. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </QueryClientProvider>
  );
}
