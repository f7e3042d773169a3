import { useCallback } from 'react';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';

/**
 * Entry urls (and settings paths such as 'images/logo.svg') are relative to the site's base
 * URL; inside /admin a bare relative src would resolve under /admin. Full URLs pass through.
 */
export function useFileUrl(): (url: string) => string {
  const { base_path } = useBootstrapData();
  return useCallback((url: string) => siteUrl(url, base_path), [base_path]);
}
