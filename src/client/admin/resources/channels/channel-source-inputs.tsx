import Box from '@mui/material/Box';
import { maxValue, minValue, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ChannelContentType } from '@common/api/channels';
import { useTrans } from '@client/i18n/trans';
import { orderChoices, sourceChoices, sourceNeedsFilters } from './channel-record';

const yearValidate = [minValue(1870), maxValue(2100)];

/** Where an automatic channel's content comes from, with the value or filters it needs. */
export function ChannelSourceInputs({ type }: { type: ChannelContentType }) {
  const { trans } = useTrans();
  const source = useWatch({ name: 'source' }) as string | undefined;
  return (
    <>
      <SelectInput
        source="source"
        label={trans('Source')}
        choices={sourceChoices(trans, type)}
        validate={required()}
      />
      {source === 'genre' && (
        <TextInput
          source="source_value"
          label={trans('Genre')}
          helperText={trans('The genre key, e.g. drama or science-fiction.')}
          validate={required()}
        />
      )}
      {source === 'keyword' && (
        <TextInput
          source="source_value"
          label={trans('Keyword')}
          helperText={trans('The keyword key, e.g. time-travel.')}
          validate={required()}
        />
      )}
      {source === 'language' && (
        <TextInput
          source="source_value"
          label={trans('Language')}
          helperText={trans('A two or three letter code, e.g. en or fr.')}
          validate={required()}
        />
      )}
      {sourceNeedsFilters(source) && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput
            source="source_filters.yearFrom"
            label={trans('Year from')}
            validate={yearValidate}
          />
          <NumberInput
            source="source_filters.yearTo"
            label={trans('Year to')}
            validate={yearValidate}
          />
          {source === 'discover' && (
            <>
              <SelectInput
                source="source_filters.type"
                label={trans('Type')}
                choices={[
                  { id: 'movie', name: trans('Movies') },
                  { id: 'series', name: trans('TV series') },
                ]}
                emptyText={trans('All')}
              />
              <TextInput source="source_filters.genre" label={trans('Genre')} />
              <NumberInput
                source="source_filters.ratingFrom"
                label={trans('Minimum rating')}
                validate={[minValue(0), maxValue(10)]}
              />
              <TextInput source="source_filters.language" label={trans('Language')} />
              <SelectInput
                source="source_filters.order"
                label={trans('Order')}
                choices={orderChoices(trans, 'title')}
                emptyText={trans('Default')}
              />
            </>
          )}
        </Box>
      )}
    </>
  );
}
