import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { personUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { slugify } from '@common/text/slugify';
import { whenIdle } from '@client/app/task-scheduling';
import { apiClient } from '@client/http/api-client';

type Entity = { id: number; name: string };

const ENTITY_PATH = /^\/(titles|people)\/([^/]+)(?:\/([^/]+))?(\/.*)?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The canonical path of a title or person page (or one of its sub-pages) when the URL's id or
 * slug differs from it: '/titles/12/old-name/season/1' → '/titles/12/new-name/season/1',
 * '/people/7' → '/people/7/jane-doe'. Null when the URL is already canonical.
 */
export function canonicalPath(pathname: string, entity: Entity): string | null {
  const match = ENTITY_PATH.exec(pathname);
  if (!match) return null;
  const [, kind, id, slug, rest = ''] = match;
  if (id === String(entity.id) && slug !== undefined && decode(slug) === slugify(entity.name)) {
    return null;
  }
  const base = kind === 'titles' ? titleUrl(entity) : personUrl(entity);
  return `${base}${rest}`;
}

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
