import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, CircularProgress, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
} from 'react-admin';
import {
  fetchLocationValueLists,
  LOCATION_VALUE_LISTS_QUERY_KEY,
} from '@client/account/location/value-lists-api';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { KeywordChipsInput } from './keyword-chips-input';
import {
  fetchTitleTaxonomies,
  formValues,
  saveTitleTaxonomy,
  titleTaxonomiesKey,
  type TaxonomyFormValues,
  type TitleTaxonomyKind,
} from './title-taxonomy-api';

const SAVED: Record<TitleTaxonomyKind, string> = {
  genres: 'Genres saved',
  keywords: 'Keywords saved',
  countries: 'Production countries saved',
};

function GenresInput() {
  const { trans } = useTrans();
  return (
    <ReferenceArrayInput
      source="genres"
      reference="genres"
      perPage={100}
      sort={{ field: 'display_name', order: 'ASC' }}
    >
      <AutocompleteArrayInput
        label={trans('Genres')}
        optionText="display_name"
        filterToQuery={(q) => ({ q })}
        fullWidth
        sx={{ maxWidth: 640 }}
      />
    </ReferenceArrayInput>
  );
}

function CountriesInput() {
  const { trans } = useTrans();
  const lists = useQuery({
    queryKey: LOCATION_VALUE_LISTS_QUERY_KEY,
    queryFn: fetchLocationValueLists,
    staleTime: Infinity,
  });
  return (
    <AutocompleteArrayInput
      source="countries"
      label={trans('Production countries')}
      choices={(lists.data?.countries ?? []).map(({ code, name }) => ({ id: code, name }))}
      isPending={lists.isPending}
      fullWidth
      sx={{ maxWidth: 640 }}
    />
  );
}

/**
 * One of a title's sets (genres, keywords or production countries) with a Save button: genres
 * from the genres list, keywords as chips that may name new ones, countries from the value lists.
 */
export function TitleTaxonomyTab({ kind, titleId }: { kind: TitleTaxonomyKind; titleId: number }) {
  const { trans } = useTrans();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const queryKey = titleTaxonomiesKey(titleId);
  // no background refetch: a new answer starts a new form, which would drop unsaved edits
  const sets = useQuery({
    queryKey,
    queryFn: () => fetchTitleTaxonomies(titleId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const save = useMutation({
    mutationFn: (values: TaxonomyFormValues) => saveTitleTaxonomy(titleId, kind, values[kind]),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      notify(trans(SAVED[kind]), { type: 'success' });
    },
    onError: (error) => notify(getErrorMessage(error), { type: 'error' }),
  });

  if (sets.isPending) {
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={trans('Loading…')} />
      </Box>
    );
  }
  if (sets.isError) {
    return <Typography color="error">{getErrorMessage(sets.error)}</Typography>;
  }
  return (
    <SimpleForm
      // a new record after each save, so the form is clean again
      key={sets.dataUpdatedAt}
      record={{ id: titleId, ...formValues(sets.data) }}
      onSubmit={async (values: Partial<TaxonomyFormValues>) => {
        await save.mutateAsync({ ...formValues(sets.data), ...values }).catch(() => undefined);
      }}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton disabled={save.isPending} />
        </Toolbar>
      }
    >
      {kind === 'genres' && <GenresInput />}
      {kind === 'keywords' && <KeywordChipsInput source="keywords" />}
      {kind === 'countries' && <CountriesInput />}
    </SimpleForm>
  );
}
