import { useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { submissionErrors } from '../../forms/submission-errors';

/**
 * Adding a credit from a form (a title's cast or crew, or a person's credits): `add(data)` is the
 * form's submit, answering the server's field errors for the form to show; on success it says so,
 * calls `onAdded` and changes `formKey`, so a form keyed by it starts empty again.
 */
export function useAddCredit(onAdded: () => void) {
  const { trans } = useTrans();
  const notify = useNotify();
  const [create] = useCreate();
  const [formKey, setFormKey] = useState(0);

  const add = async (data: object): Promise<Record<string, string> | undefined> => {
    try {
      await create('credits', { data }, { returnPromise: true });
    } catch (error) {
      const errors = submissionErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : trans('The credit could not be added.'), {
        type: 'error',
      });
      return undefined;
    }
    notify(trans('Credit added.'), { type: 'success' });
    setFormKey((key) => key + 1);
    onAdded();
    return undefined;
  };

  return { formKey, add };
}
