import { useEffect, useRef } from 'react';
import { apiClient } from '@client/http/api-client';

export type VisitModel = 'title' | 'person' | 'episode' | 'news';

/**
 * Records one page visit (POST page-visits) when a catalogue page shows a model, once per model
 * per page view. Failures are ignored: statistics never get in the visitor's way.
 */
export function useRecordVisit(modelType: VisitModel, modelId: number | null | undefined) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!modelId) return;
    const key = `${modelType}:${modelId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    apiClient.post('page-visits', { model_type: modelType, model_id: modelId }).catch(() => {});
  }, [modelType, modelId]);
}
