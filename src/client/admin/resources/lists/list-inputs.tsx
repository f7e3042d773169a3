import { BooleanInput, maxLength, required, TextInput } from 'react-admin';
import { useTrans } from '@client/i18n/trans';

/** A list's own fields; `withSite` adds the switch making a member's list one of the site's. */
export function ListInputs({ withSite = false }: { withSite?: boolean }) {
  const { trans } = useTrans();
  return (
    <>
      <TextInput
        source="name"
        label={trans('Name')}
        validate={[required(), maxLength(100)]}
        fullWidth
        sx={{ maxWidth: 720 }}
      />
      <TextInput
        source="description"
        label={trans('Description')}
        multiline
        minRows={3}
        fullWidth
        sx={{ maxWidth: 720 }}
        validate={maxLength(1000)}
      />
      <BooleanInput
        source="public"
        label={trans('Public')}
        helperText={trans('Anyone can see a public list; a private one only its owner.')}
      />
      {withSite ? (
        <BooleanInput
          source="site"
          label={trans("One of the site's lists")}
          helperText={trans('Its page credits the site instead of the member who made it.')}
        />
      ) : null}
    </>
  );
}
