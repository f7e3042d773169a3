import { useEffect } from 'react';
import { useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useSettings } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import { adminPageName } from './admin-page-name';

/** The browser tab names the admin page shown: 'Users - Admin - Cinedex'. */
export function useAdminDocumentTitle(): void {
  const { pathname } = useLocation();
  const basename = useBasename();
  const siteName = useSettings().branding.site_name;
  const { trans } = useTrans();
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  const page = adminPageName(path);
  const title = [page ? trans(page) : null, trans('Admin'), siteName].filter(Boolean).join(' - ');

  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
