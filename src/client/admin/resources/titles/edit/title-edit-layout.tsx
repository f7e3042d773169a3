import { Loading, Title, useBasename, useGetOne } from 'react-admin';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { Alert, Box } from '@mui/material';
import type { AdminTitleRecord } from '@common/api/admin-titles';
import { useTrans } from '@client/i18n/trans';
import { LinkTabs } from '../../../layout/link-tabs';
import { scopeEditPath } from '../title-paths';
import { titleEditTabs, titleTabFromPath } from '../title-tabs';
import { TitleEditHeader } from './title-edit-header';

/**
 * /admin/titles/{titleId}/edit/*: the title's header and a bar of tab links (each tab its own
 * URL, scrollable on phones; a season's or episode's pages keep Seasons selected), then the tab.
 */
export function TitleEditLayout() {
  const { trans } = useTrans();
  const titleId = Number(useParams().id);
  const { pathname } = useLocation();
  const basename = useBasename();
  const { data: title, isPending, error } = useGetOne<AdminTitleRecord>('titles', { id: titleId });
  if (isPending) return <Loading />;
  if (error || !title) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {trans('Title not found.')}
      </Alert>
    );
  }
  const tabs = titleEditTabs(title.type);
  const current = titleTabFromPath(pathname);
  const tabPath = (tab: string) => `${basename}${scopeEditPath({ titleId }, tab)}`;
  return (
    <Box sx={{ maxWidth: '100%', minWidth: 0 }}>
      <Title title={title.name} />
      <TitleEditHeader title={title} />
      <LinkTabs
        label={trans('Title sections')}
        value={tabs.some((tab) => tab.path === current) ? tabPath(current!) : false}
        tabs={tabs.map((tab) => ({ label: trans(tab.label), to: tabPath(tab.path) }))}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      />
      <Outlet />
    </Box>
  );
}
