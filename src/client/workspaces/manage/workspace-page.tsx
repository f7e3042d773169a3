import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAuth } from '@client/auth/use-auth';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { QueryErrorPage } from '@client/site/profiles/query-error-page';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { fetchWorkspaceWithMembers, workspaceWithMembersKey } from '../workspaces-api';
import { WorkspaceInvites } from './workspace-invites';
import { WorkspaceMembers } from './workspace-members';
import { DeleteWorkspaceSection, RenameWorkspaceForm } from './workspace-settings';

/** Route /workspace/{id} (login required): a workspace's settings, members and invites. */
export function WorkspacePage() {
  const { trans } = useTrans();
  const { user } = useAuth();
  const id = Number(useParams().workspaceId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: workspaceWithMembersKey(id),
    queryFn: () => fetchWorkspaceWithMembers(id),
    enabled: valid,
  });
  const workspace = query.data;
  useDocumentTitle(workspace ? trans('Manage :name', { name: workspace.name }) : null);

  if (!valid) return <NotFoundPage />;
  if (query.isError) return <QueryErrorPage error={query.error} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {workspace ? (
        <>
          <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
            {workspace.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <Trans
              message=":count member |||| :count members"
              values={{ count: workspace.members_count }}
            />
          </Typography>
          {workspace.my_permissions.includes('workspace.update') ? (
            <RenameWorkspaceForm key={workspace.name} workspace={workspace} />
          ) : null}
          <WorkspaceMembers workspace={workspace} />
          <WorkspaceInvites workspace={workspace} />
          {workspace.owner_id === user?.id ? (
            <DeleteWorkspaceSection workspace={workspace} />
          ) : null}
        </>
      ) : (
        <Box aria-busy="true" aria-label={trans('Loading page...')}>
          <Skeleton width="40%" height={48} />
          <Skeleton width="20%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
        </Box>
      )}
    </Container>
  );
}
