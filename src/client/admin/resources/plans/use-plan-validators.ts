import { useMemo } from 'react';
import { useTrans } from '@client/i18n/trans';
import { planValidators } from './plan-validation';

/** The plan form's validators in the site language. */
export function usePlanValidators() {
  const { trans } = useTrans();
  return useMemo(() => planValidators(trans), [trans]);
}
