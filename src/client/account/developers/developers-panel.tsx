import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';
import { Trans } from '@client/i18n/trans';
import { openDialog } from '@client/ui/dialog/dialog-store';
import { AccountPanel } from '../account-panel';
import { AccessTokenRow } from './access-token-row';
import { ACCESS_TOKENS_QUERY_KEY, fetchAccessTokens } from './access-tokens-api';
import { CreateTokenDialog } from './create-token-dialog';

/** Spec 2.5 'Developers': API access tokens and the documentation link. */
export function DevelopersPanel() {
  const { base_path } = useBootstrapData();
  const tokens = useQuery({ queryKey: ACCESS_TOKENS_QUERY_KEY, queryFn: fetchAccessTokens });

  return (
    <AccountPanel
      id="developers"
      title="API access tokens"
      description="You can create personal access tokens for third party apps and scripts to access the API on your behalf."
    >
      {tokens.isPending ? (
        <Box aria-busy="true">
          <Skeleton width="50%" />
          <Skeleton width="30%" />
        </Box>
      ) : tokens.isError ? (
        <Alert severity="error">
          <Trans message="There was an issue. Please try again." />
        </Alert>
      ) : tokens.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <Trans message="You have not created any API tokens yet." />
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {tokens.data.map((token) => (
            <AccessTokenRow key={token.id} token={token} />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void openDialog(<CreateTokenDialog />)}>
          <Trans message="Create token" />
        </Button>
        <Link href={siteUrl('api-docs', base_path)} variant="body2">
          <Trans message="API documentation" />
        </Link>
      </Box>
    </AccountPanel>
  );
}
