import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canonicalPath } from '@common/catalogue/canonical-path';
import { whenIdle } from '@client/app/task-scheduling';
import { apiClient } from '@client/http/api-client';

type Entity = { id: number; name: string };

/**
 * Once the page's entity has loaded, replaces a stale or missing slug in the address bar with the
 * canonical one (history replace, no reload; the query, hash and data are kept).
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

export type VisitModel = 'title' | 'person' | 'episode';

/** Records one visit of a title, person or episode page (fire and forget; failures ignored). */
export function usePageVisit(modelType: VisitModel, modelId: number | undefined) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!modelId) return;
    const key = `${modelType}:${modelId}`;
    if (recorded.current === key) return;
    // not in the task that renders (or hydrates) the page: nothing on screen waits for it
    return whenIdle(() => {
      recorded.current = key;
      apiClient
        .post('page-visits', { model_type: modelType, model_id: modelId })
        .catch(() => undefined);
    });
  }, [modelType, modelId]);
}
