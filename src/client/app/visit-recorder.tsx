import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { VisitInput } from '@common/api/reports';
import { apiClient } from '../http/api-client';
import { whenIdle } from './task-scheduling';

/** The admin area is not a visit: only the public site's pages are counted. */
export const isAdminPath = (path: string) => /^\/admin(\/|$)/.test(path);

/**
 * Records one visit per navigation of the public site (POST visits) for the reports, once the
 * browser is idle after the page rendered; the referrer is sent with the first page only.
 * Failures are ignored: statistics never get in the visitor's way.
 */
export function VisitRecorder() {
  const { pathname } = useLocation();
  const sentFirst = useRef(false);
  useEffect(() => {
    if (isAdminPath(pathname)) return;
    return whenIdle(() => {
      const visit: VisitInput = { path: pathname.slice(0, 2000) };
      if (!sentFirst.current && document.referrer) visit.referrer = document.referrer;
      sentFirst.current = true;
      apiClient.post('visits', visit).catch(() => undefined);
    });
  }, [pathname]);
  return null;
}
