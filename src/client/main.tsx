import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppThemeProvider } from './appearance/themes/app-theme-provider';
import { appRoutes } from './app/app-routes';
import { readEmbeddedBootstrapData, setBootstrapData } from './app/bootstrap-store';
import { queryClient } from './http/query-client';

const bootstrapData = readEmbeddedBootstrapData();
setBootstrapData(bootstrapData);

const router = createBrowserRouter(appRoutes, {
  basename: bootstrapData.base_path.replace(/\/$/, '') || '/',
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
