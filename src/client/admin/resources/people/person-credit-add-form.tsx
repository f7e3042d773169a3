import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  AutocompleteInput,
  Form,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { CREDIT_DEPARTMENTS } from '@common/api/admin-credits';
import { useTrans } from '@client/i18n/trans';
import { departmentLabel } from '../credits/credit-values';
import { useAddCredit } from '../credits/use-add-credit';
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
  const { formKey, add } = useAddCredit(onAdded);
  const submit = (values: PersonCreditFormValues) => add(personCreditPayload(personId, values));

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
