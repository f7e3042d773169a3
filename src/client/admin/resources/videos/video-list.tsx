import { Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateField,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { CATEGORY_CHOICES, type AdminVideoRecord } from './video-record';
import { VideoThumbnail } from './video-thumbnail';

const SOURCE_CHOICES = [
  { id: 'mp4', name: 'MP4' },
  { id: 'hls', name: 'HLS' },
  { id: 'embed', name: 'Embed' },
];

const titleName = (video: AdminVideoRecord) => {
  const name = video.title.year ? `${video.title.name} (${video.title.year})` : video.title.name;
  if (video.season_number === null) return name;
  return video.episode_number === null
    ? `${name} · S${video.season_number}`
    : `${name} · S${video.season_number} E${video.episode_number}`;
};

/** /admin/videos: every video, newest changes first, with search and filters. */
export function VideoList() {
  const { trans } = useTrans();
  // phones get one line per video (react-admin's SimpleList) instead of the wide table
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const categories = CATEGORY_CHOICES.map((choice) => ({ ...choice, name: trans(choice.name) }));
  return (
    <List
      title={trans('Videos')}
      sort={{ field: 'updated_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton label={trans('Add video')} />
        </TopToolbar>
      }
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />,
        <ReferenceInput key="titleId" source="titleId" reference="titles">
          <AutocompleteInput
            label={trans("Title's own videos")}
            optionText={(title: { name?: string; year?: number | null }) =>
              title.year ? `${title.name ?? ''} (${title.year})` : (title.name ?? '')
            }
          />
        </ReferenceInput>,
        <SelectInput key="category" source="category" label={trans('Type')} choices={categories} />,
        <SelectInput
          key="source"
          source="source"
          label={trans('Source')}
          choices={SOURCE_CHOICES}
        />,
        <TextInput key="language" source="language" label={trans('Language')} />,
      ]}
    >
      {small ? (
        <SimpleList<AdminVideoRecord>
          linkType="edit"
          leftAvatar={(video) => <VideoThumbnail src={video.thumbnail} width={56} />}
          primaryText={(video) => video.name}
          secondaryText={(video) => titleName(video)}
          tertiaryText={(video) => trans(':count plays', { count: video.plays_count })}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}>
          <DataTable.Col source="name" label={trans('Name')}>
            <FunctionField<AdminVideoRecord>
              render={(video) => (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <VideoThumbnail src={video.thumbnail} width={80} />
                  <span>{video.name}</span>
                </Stack>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="title" label={trans('Title')} disableSort>
            <FunctionField<AdminVideoRecord> render={titleName} />
          </DataTable.Col>
          <DataTable.Col source="category" label={trans('Type')} disableSort>
            <SelectField source="category" choices={categories} />
          </DataTable.Col>
          <DataTable.Col source="source" label={trans('Source')} disableSort>
            <SelectField source="source" choices={SOURCE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="plays_count" label={trans('Plays')}>
            <NumberField source="plays_count" />
          </DataTable.Col>
          <DataTable.Col source="updated_at" label={trans('Last updated')}>
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
