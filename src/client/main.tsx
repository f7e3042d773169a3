import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/app-routes';
import { readEmbeddedBootstrapData, setBootstrapData } from './app/bootstrap-store';
import { loadMemberControls } from './app/layout/navbar/navbar';
import { queryClient } from './http/query-client';
import { warmFormatters } from './i18n/intl-formatters';
import { useMarkAppReady } from './ssr/app-ready';
import { loadMatchedRoutes } from './ssr/load-matched-routes';
import { readRouterHydration } from './ssr/router-hydration';

const bootstrapData = readEmbeddedBootstrapData();
setBootstrapData(bootstrapData);

const basename = bootstrapData.base_path.replace(/\/$/, '') || '/';
const container = document.getElementById('root')!;
const hydration = readRouterHydration();

function AppReadyMarker() {
  useMarkAppReady();
  return null;
}

async function start() {
  // A server-rendered page hydrates: its lazy route modules must be in place first, or the
  // router would show its loading state instead of the markup the server sent; so must a
  // signed-in user's navbar controls, or they would not answer clicks until their code came.
  if (hydration) {
    await Promise.all([
      loadMatchedRoutes(appRoutes, window.location, basename),
      warmFormatters(bootstrapData.i18n.language),
      bootstrapData.user ? loadMemberControls() : null,
    ]);
  }
  const router = createBrowserRouter(appRoutes, {
    basename,
    ...(hydration ? { hydrationData: hydration } : {}),
  });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <AppReadyMarker />
      </AppProviders>
    </StrictMode>
  );
  // as a transition, hydration yields to the browser between components instead of one long task
  if (hydration) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
