import { carriesDebugTrace, getErrorMessage } from '@client/http/api-error';
import { toast } from './toast-store';

/**
 * The danger toast of a failure (spec 8): the message its answer carries, by getErrorMessage's
 * rule, so a throttled or refused request says why. A response with a debug trace opens the
 * 'An error occured' dialog instead, so it gets no toast. Returns the toast's id, if one shows.
 */
export function showErrorToast(error: unknown, field?: string): string | null {
  if (carriesDebugTrace(error)) return null;
  return toast.danger(getErrorMessage(error, field));
}
