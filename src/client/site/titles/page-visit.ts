import { useEffect, useRef } from 'react';
import { whenIdle } from '@client/app/task-scheduling';
import { apiClient } from '@client/http/api-client';

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
