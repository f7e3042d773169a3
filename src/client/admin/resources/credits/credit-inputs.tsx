import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import type { CreditKind } from '@common/api/admin-credits';
import { useTrans } from '@client/i18n/trans';
import { CREW_DEPARTMENTS, departmentLabel } from './credit-values';

/** Cast's character, or crew's department and job. */
export function CreditRoleInputs({ kind }: { kind: CreditKind }) {
  const { trans } = useTrans();
  if (kind === 'cast') {
    return (
      <TextInput
        source="character"
        label={trans('Character')}
        validate={maxLength(255)}
        helperText={false}
      />
    );
  }
  return (
    <>
      <SelectInput
        source="department"
        label={trans('Department')}
        choices={CREW_DEPARTMENTS.map((id) => ({ id, name: trans(departmentLabel(id)) }))}
        validate={required()}
        helperText={false}
      />
      <TextInput
        source="job"
        label={trans('Job')}
        validate={[required(), maxLength(255)]}
        helperText={false}
      />
    </>
  );
}
