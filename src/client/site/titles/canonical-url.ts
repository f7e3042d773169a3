import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canonicalPath } from '@common/catalogue/canonical-path';

type Entity = { id: number; name: string };

/**
 * Once the page's entity has loaded, replaces a stale or missing slug in the address bar with the
 * canonical one (history replace, no reload; the query, hash and data are kept). A full page load
 * of such an address is already answered with a 301 by the server (seo/resolve-page.ts); this
 * covers addresses reached inside the app.
 */
export function useCanonicalUrl(entity: Entity | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const target = entity ? canonicalPath(location.pathname, entity) : null;
  useEffect(() => {
    if (target) {
      void navigate(`${target}${location.search}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [target, location.search, location.hash, navigate]);
}
