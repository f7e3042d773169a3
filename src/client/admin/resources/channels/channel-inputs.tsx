import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { CHANNEL_SLUG_PATTERN, type AdminChannelRecord } from '@common/api/admin-channels';
import type { ChannelContentType } from '@common/api/channels';
import { useTrans } from '@client/i18n/trans';
import { ChannelItemsInput } from './channel-items-input';
import { ChannelPreview } from './channel-preview';
import { contentTypeChoices, layoutChoices, orderChoices, slugFromName } from './channel-record';
import { ChannelSourceInputs } from './channel-source-inputs';

/**
 * On a new channel, fills the slug from the name while the slug is empty or still the one made
 * from the name (a saved channel keeps its address until the slug itself is edited).
 */
function useSlugFromName(enabled: boolean) {
  const { setValue, getValues } = useFormContext();
  const name = useWatch({ name: 'name' }) as string | undefined;
  const previous = useRef(slugFromName(name ?? ''));
  useEffect(() => {
    if (!enabled) return;
    const next = slugFromName(name ?? '');
    const slug = (getValues('slug') as string | null) ?? '';
    if (next !== slug && (!slug || slug === previous.current)) {
      setValue('slug', next, { shouldDirty: true });
    }
    previous.current = next;
  }, [enabled, name, getValues, setValue]);
}

/** The channel form: what it is, where its content comes from, how it shows, and a preview. */
export function ChannelInputs() {
  const { trans } = useTrans();
  const record = useRecordContext<AdminChannelRecord>();
  const isHomepage = Boolean(record?.is_homepage);
  const type = useWatch({ name: 'content_type' }) as ChannelContentType | undefined;
  const source = useWatch({ name: 'source' }) as string | undefined;
  useSlugFromName(!record);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        width: '100%',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {isHomepage && (
          <Typography sx={{ mb: 2 }}>
            {trans('The homepage shows these channels as rows, in this order.')}
          </Typography>
        )}
        <TextInput source="name" label={trans('Name')} validate={[required(), maxLength(255)]} />
        <TextInput
          source="slug"
          label={trans('Slug')}
          readOnly={isHomepage}
          helperText={trans('The channel page is at /{slug}. Made from the name when empty.')}
          validate={[
            maxLength(100),
            regex(
              CHANNEL_SLUG_PATTERN,
              trans('The slug may only contain lowercase letters, numbers and single dashes.'),
            ),
          ]}
        />
        <TextInput
          source="description"
          label={trans('Description')}
          multiline
          minRows={2}
          validate={maxLength(2000)}
        />
        <SelectInput
          source="content_type"
          label={trans('Content type')}
          choices={contentTypeChoices(trans)}
          readOnly={isHomepage}
          validate={required()}
        />
        {!isHomepage && <ChannelSourceInputs type={type ?? 'title'} />}
        {(source ?? 'curated') === 'curated' && (
          <ChannelItemsInput type={type ?? 'title'} exceptId={record?.id} />
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <SelectInput
            source="layout"
            label={trans('Layout')}
            choices={layoutChoices(trans, type)}
            validate={required()}
          />
          {type !== 'channel' && (
            <SelectInput
              source="default_order"
              label={trans('Order')}
              choices={orderChoices(trans, type)}
              emptyText={trans('Default')}
            />
          )}
          <NumberInput
            source="per_page"
            label={trans('Items per page')}
            helperText={trans('Empty: the site default.')}
            validate={[minValue(1), maxValue(50)]}
          />
          {type === 'title' && (
            <SelectInput
              source="restriction"
              label={trans('Restriction')}
              choices={[{ id: 'genre', name: trans('Genre (/{slug}/{genre})') }]}
              emptyText={trans('None')}
            />
          )}
        </Box>
        <BooleanInput
          source="hidden"
          label={trans('Hidden')}
          readOnly={isHomepage}
          helperText={trans('A hidden channel has no page and is left out where it is nested.')}
        />
        <BooleanInput source="hide_title" label={trans('Hide the title on the homepage')} />
      </Box>
      <ChannelPreview />
    </Box>
  );
}
