import { useEffect } from 'react';
import { useSettings } from '@client/app/bootstrap-store';

/**
 * Sets the browser tab's title to "<page> - <site name>" while the page is shown (client-side
 * navigation; the server writes the full head tags on a page's first load).
 */
export function useDocumentTitle(title: string | null | undefined) {
  const siteName = useSettings().branding.site_name;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} - ${siteName}`;
    return () => {
      document.title = previous;
    };
  }, [title, siteName]);
}
