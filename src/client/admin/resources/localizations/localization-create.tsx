import { Create } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { LocalizationForm } from './localization-form';

export function LocalizationCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New localization')} redirect="list">
      <LocalizationForm />
    </Create>
  );
}
