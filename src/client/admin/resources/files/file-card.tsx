import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DateField,
  RecordContextProvider,
  ReferenceField,
  TextField,
  useCreatePath,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useTrans } from '@client/i18n/trans';
import { formatFileSize } from '@common/uploads/upload-restrictions';
import { FilePreview } from './file-preview';
import { FILES_RESOURCE, type FileEntryRecord } from './file-record';
import { FILE_TYPE_LABELS, FileTypeIcon } from './file-type-icon';

interface FileCardProps {
  entry: FileEntryRecord;
  selected: boolean;
  onToggle: () => void;
}

/** One entry in the grid: preview, name, size, owner and date; opens its page; selectable. */
export function FileCard({ entry, selected, onToggle }: FileCardProps) {
  const { trans } = useTrans();
  const createPath = useCreatePath();
  return (
    <RecordContextProvider value={entry}>
      <Card
        component="li"
        variant="outlined"
        sx={{
          position: 'relative',
          listStyle: 'none',
          borderColor: selected ? 'primary.main' : undefined,
          outline: selected ? '2px solid' : undefined,
          outlineColor: 'primary.main',
        }}
      >
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': trans('Select :name', { name: entry.name }) } }}
          sx={{
            position: 'absolute',
            top: 4,
            left: 4,
            zIndex: 1,
            bgcolor: 'background.paper',
            borderRadius: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        />
        <CardActionArea
          component={Link}
          to={createPath({ resource: FILES_RESOURCE, id: entry.id, type: 'show' })}
        >
          <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', overflow: 'hidden' }}>
            <FilePreview entry={entry} variant="thumbnail" />
          </Box>
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
              <FileTypeIcon
                type={entry.type}
                fontSize="small"
                color="action"
                titleAccess={trans(FILE_TYPE_LABELS[entry.type])}
              />
              <Typography variant="body2" noWrap title={entry.name} sx={{ fontWeight: 500 }}>
                {entry.name}
              </Typography>
            </Stack>
            <Typography variant="caption" component="div" color="text.secondary" noWrap>
              {formatFileSize(entry.file_size)}
              {entry.owner_id !== null ? (
                <>
                  {' · '}
                  <ReferenceField source="owner_id" reference="users" link={false}>
                    <TextField source="name" variant="caption" />
                  </ReferenceField>
                </>
              ) : null}
            </Typography>
            <Typography variant="caption" component="div" color="text.secondary">
              <DateField source="created_at" variant="caption" />
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </RecordContextProvider>
  );
}
