import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  AutocompleteInput,
  Form,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useCreate,
  useNotify,
} from 'react-admin';
import { CREDIT_DEPARTMENTS } from '@common/api/admin-credits';
import { useTrans } from '@client/i18n/trans';
import { submissionErrors } from '../../forms/submission-errors';
import { departmentLabel } from '../credits/credit-values';
import { personCreditPayload, type PersonCreditFormValues } from './person-credit-values';

/** Credits a person on a title found by searching its name: as cast (character) or crew (job). */
export function PersonCreditAddForm({
  personId,
  onAdded,
}: {
  personId: number;
  onAdded: () => void;
}) {
  const { trans } = useTrans();
  const notify = useNotify();
  const [create] = useCreate();
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: PersonCreditFormValues) => {
    try {
      await create(
        'credits',
        { data: personCreditPayload(personId, values) },
        { returnPromise: true },
      );
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

  return (
    <Form<PersonCreditFormValues>
      key={formKey}
      onSubmit={submit}
      defaultValues={{ department: 'cast' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
          mb: 2,
        }}
      >
        <ReferenceInput source="titleId" reference="titles">
          <AutocompleteInput
            label={trans('Title')}
            optionText="name"
            validate={required()}
            helperText={false}
          />
        </ReferenceInput>
        <SelectInput
          source="department"
          label={trans('Department')}
          choices={CREDIT_DEPARTMENTS.map((id) => ({ id, name: trans(departmentLabel(id)) }))}
          validate={required()}
          helperText={false}
        />
        <FormDataConsumer<PersonCreditFormValues>>
          {({ formData }) =>
            formData.department === 'cast' ? (
              <TextInput
                source="character"
                label={trans('Character')}
                validate={maxLength(255)}
                helperText={false}
              />
            ) : (
              <TextInput
                source="job"
                label={trans('Job')}
                validate={[required(), maxLength(255)]}
                helperText={false}
              />
            )
          }
        </FormDataConsumer>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddOutlined />}
          sx={{ mt: 1, justifySelf: 'start' }}
        >
          {trans('Add credit')}
        </Button>
      </Box>
    </Form>
  );
}
