import type { ReactNode } from 'react';
import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { TITLE_STATUSES, TITLE_TYPES, type TitleAdminField } from '@common/api/admin-titles';
import { useTrans } from '@client/i18n/trans';
import { FileEntryInput } from '../../uploads';
import { titleFieldValidator } from './title-validators';

const TYPE_LABELS: Record<(typeof TITLE_TYPES)[number], string> = {
  movie: 'Movie',
  series: 'Series',
};

/** Two columns from the md breakpoint, one on phones. */
function Columns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 2,
        alignItems: 'start',
        width: '100%',
      }}
    >
      {children}
    </Box>
  );
}

export interface TitleFactInputsProps {
  /** The create page shows the essentials only; the primary facts tab shows every fact. */
  variant: 'create' | 'edit';
}

/** The inputs of a title's facts, validated with the API's rules. */
export function TitleFactInputs({ variant }: TitleFactInputsProps) {
  const { trans } = useTrans();
  const validate = (field: TitleAdminField) => titleFieldValidator(field, trans);
  const full = variant === 'edit';
  return (
    <>
      <Columns>
        <SelectInput
          source="type"
          label={trans('Type')}
          choices={TITLE_TYPES.map((id) => ({ id, name: trans(TYPE_LABELS[id]) }))}
          validate={validate('type')}
          isRequired
        />
        <TextInput source="name" label={trans('Name')} validate={validate('name')} isRequired />
        {full && (
          <TextInput
            source="original_name"
            label={trans('Original name')}
            validate={validate('original_name')}
          />
        )}
        {full && (
          <TextInput source="tagline" label={trans('Tagline')} validate={validate('tagline')} />
        )}
        <DateInput
          source="release_date"
          label={trans('Release date')}
          validate={validate('release_date')}
        />
        {full && (
          <NumberInput
            source="year"
            label={trans('Year')}
            helperText={trans('Follows the release date unless you change it.')}
            validate={validate('year')}
          />
        )}
        <NumberInput
          source="runtime"
          label={trans('Runtime (minutes)')}
          validate={validate('runtime')}
        />
        <SelectInput
          source="status"
          label={trans('Status')}
          choices={TITLE_STATUSES.map((id) => ({ id, name: trans(id) }))}
          validate={validate('status')}
          emptyText={trans('None')}
        />
        {full && (
          <TextInput
            source="certification"
            label={trans('Certification')}
            helperText={trans('E.g. PG-13 or TV-MA.')}
            validate={validate('certification')}
          />
        )}
        <TextInput
          source="language"
          label={trans('Language')}
          helperText={trans('Two-letter ISO 639-1 code, e.g. en.')}
          validate={validate('language')}
        />
        {full && (
          <TextInput
            source="country"
            label={trans('Country')}
            helperText={trans('Two-letter ISO 3166-1 code, e.g. US.')}
            validate={validate('country')}
          />
        )}
      </Columns>
      <TextInput
        source="plot"
        label={trans('Plot')}
        multiline
        fullWidth
        minRows={3}
        validate={validate('plot')}
      />
      {full && (
        <Columns>
          <NumberInput source="budget" label={trans('Budget')} validate={validate('budget')} />
          <NumberInput source="revenue" label={trans('Revenue')} validate={validate('revenue')} />
          <TextInput
            source="imdb_id"
            label={trans('IMDb id')}
            helperText={trans('E.g. tt0111161.')}
            validate={validate('imdb_id')}
          />
          <NumberInput source="tmdb_id" label={trans('TMDb id')} validate={validate('tmdb_id')} />
        </Columns>
      )}
      <Columns>
        <FileEntryInput
          source="poster"
          kind="image"
          allowUrl
          label={trans('Poster')}
          validate={validate('poster')}
        />
        {full && (
          <FileEntryInput
            source="backdrop"
            kind="image"
            allowUrl
            label={trans('Backdrop')}
            validate={validate('backdrop')}
          />
        )}
      </Columns>
    </>
  );
}
