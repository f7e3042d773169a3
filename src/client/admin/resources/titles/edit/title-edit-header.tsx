import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Button, DeleteButton, useBasename } from 'react-admin';
// react-admin's router links come from react-router-dom (see admin-app.tsx).
import { Link } from 'react-router-dom';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { AdminTitleRecord } from '@common/api/admin-titles';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { useAuth } from '@client/auth/use-auth';
import { useTrans } from '@client/i18n/trans';
import { useFileUrl } from '../../../uploads';
import { scopePath } from '../title-paths';
import { TitlePoster } from '../title-poster';

export interface TitleEditHeaderProps {
  title: AdminTitleRecord;
}

/**
 * The top of a title's edit page: poster, name, year and type; links to the public page and
 * the insights; delete with undo (react-admin's undoable delete), back to the list.
 */
export function TitleEditHeader({ title }: TitleEditHeaderProps) {
  const { trans } = useTrans();
  const basename = useBasename();
  const fileUrl = useFileUrl();
  const { hasPermission } = useAuth();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, py: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <TitlePoster poster={title.poster} width={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" noWrap>
            {title.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {title.year !== null && <Typography color="text.secondary">{title.year}</Typography>}
            <Chip size="small" label={trans(title.type === 'series' ? 'Series' : 'Movie')} />
          </Stack>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component="a"
          href={fileUrl(titleUrl(title))}
          target="_blank"
          rel="noopener"
          label={trans('View on site')}
        >
          <OpenInNewOutlined />
        </Button>
        <Button
          component={Link}
          to={`${basename}${scopePath({ titleId: title.id }, 'insights')}`}
          label={trans('Insights')}
        >
          <InsightsOutlined />
        </Button>
        {hasPermission('titles.delete') && (
          <DeleteButton
            record={title}
            resource="titles"
            mutationMode="undoable"
            redirect="list"
            label={trans('Delete')}
          />
        )}
      </Stack>
    </Stack>
  );
}
