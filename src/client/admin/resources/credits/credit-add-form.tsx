import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  required,
  useCreate,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AdminPersonRecord } from '@common/api/admin-people';
import type { CreditKind } from '@common/api/admin-credits';
import type { CatalogueScope } from '@common/api/catalogue-scope';
import { useTrans } from '@client/i18n/trans';
import { CreditRoleInputs } from './credit-inputs';
import { useAddCredit } from './use-add-credit';
import { creditCreatePayload, type CreditFormValues } from './credit-values';

interface CreditAddFormProps {
  scope: CatalogueScope;
  kind: CreditKind;
  onAdded: () => void;
}

/**
 * Adds a credit: a person found as you type (or created in place when none matches), then the
 * character (cast) or department and job (crew). The credit goes last in the list.
 */
export function CreditAddForm({ scope, kind, onAdded }: CreditAddFormProps) {
  const { formKey, add } = useAddCredit(onAdded);
  const submit = (values: CreditFormValues) => add(creditCreatePayload(scope, kind, values));

  return (
    <Form<CreditFormValues> key={formKey} onSubmit={submit} defaultValues={{ person_id: null }}>
      <AddFields kind={kind} />
    </Form>
  );
}

function AddFields({ kind }: { kind: CreditKind }) {
  const { trans } = useTrans();
  const notify = useNotify();
  const [create] = useCreate<AdminPersonRecord & RaRecord>();
  const { formState } = useFormContext<CreditFormValues>();

  // "Create <name>": a person made from the typed name, then chosen
  const createPerson = async (name?: string) => {
    if (!name?.trim()) return undefined;
    try {
      return await create('people', { data: { name: name.trim() } }, { returnPromise: true });
    } catch (error) {
      notify(error instanceof Error ? error.message : trans('The person could not be created.'), {
        type: 'error',
      });
      return undefined;
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
        mb: 2,
      }}
    >
      <ReferenceInput
        source="person_id"
        reference="people"
        sort={{ field: 'popularity', order: 'DESC' }}
      >
        <AutocompleteInput
          label={trans('Person')}
          optionText="name"
          validate={required()}
          onCreate={createPerson}
          helperText={false}
        />
      </ReferenceInput>
      <CreditRoleInputs kind={kind} />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddOutlined />}
        disabled={formState.isSubmitting}
        sx={{ mt: 1, justifySelf: 'start' }}
      >
        {kind === 'cast' ? trans('Add cast member') : trans('Add crew member')}
      </Button>
    </Box>
  );
}
