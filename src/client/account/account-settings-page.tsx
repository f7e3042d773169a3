import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useBootstrapData, useSettings } from '@client/app/bootstrap-store';
import { useAuth } from '@client/auth/use-auth';
import { Trans } from '@client/i18n/trans';
import { visibleAccountSections, type AccountSectionId } from './account-sections';
import { AccountSettingsSkeleton } from './account-settings-skeleton';
import { useAccountUser, type AccountUser } from './account-user';
import { DeleteAccountPanel } from './delete-account/delete-account-panel';
import { DevelopersPanel } from './developers/developers-panel';
import { AccountDetailsPanel } from './details/account-details-panel';
import { LocationLanguagePanel } from './location/location-language-panel';
import { ChangePasswordPanel } from './password/change-password-panel';
import { ActiveSessionsPanel } from './sessions/active-sessions-panel';
import { AccountSideMenu } from './side-menu/account-side-menu';
import { scrollToSection } from './side-menu/scroll-to-section';
import { SocialLoginPanel } from './social/social-login-panel';
import { TwoFactorPanel } from './two-factor/two-factor-panel';

const SIDE_MENU_WIDTH = 240;

function renderPanel(id: AccountSectionId, user: AccountUser): ReactNode {
  switch (id) {
    case 'account-details':
      return <AccountDetailsPanel user={user} />;
    case 'social-login':
      return <SocialLoginPanel user={user} />;
    case 'password':
      return <ChangePasswordPanel />;
    case 'two-factor':
      return <TwoFactorPanel user={user} />;
    case 'sessions':
      return <ActiveSessionsPanel />;
    case 'location-and-language':
      return <LocationLanguagePanel user={user} />;
    case 'developers':
      return <DevelopersPanel />;
    case 'delete-account':
      return <DeleteAccountPanel userId={user.id} />;
  }
}

/** Spec 2.5 /account-settings: every account panel, with a side menu on large screens. */
export function AccountSettingsPage() {
  const settings = useSettings();
  const { hasPermission } = useAuth();
  const sections = visibleAccountSections(settings, hasPermission);
  // useTheme from @mui/material falls back to the default theme (same lg) outside a provider.
  // server-rendered and hydrated for the device the user agent names; the viewport decides after
  const isLarge = useMediaQuery(useTheme().breakpoints.up('lg'), {
    defaultMatches: !useBootstrapData().is_mobile_device,
  });
  const account = useAccountUser();
  const { hash } = useLocation();

  // A link to /account-settings#two-factor lands on that panel once the panels exist.
  const loaded = account.isSuccess;
  useEffect(() => {
    if (loaded && hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [loaded, hash]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1, fontSize: { xs: 26, md: 34 } }}>
        <Trans message="Account settings" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 5 } }}>
        <Trans message="View and update your account details, profile and more." />
      </Typography>
      <Box sx={{ display: 'flex', gap: 5, alignItems: 'flex-start' }}>
        {isLarge ? (
          <Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0, alignSelf: 'stretch' }}>
            <AccountSideMenu sections={sections} />
          </Box>
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {account.isPending ? (
            <AccountSettingsSkeleton />
          ) : account.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void account.refetch()}>
                  <Trans message="Try again" />
                </Button>
              }
            >
              <Trans message="There was an issue loading this page" />
            </Alert>
          ) : (
            <Box sx={{ display: 'grid', gap: 3 }}>
              {sections.map((section) => (
                <Box key={section.id}>{renderPanel(section.id, account.data)}</Box>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Container>
  );
}
