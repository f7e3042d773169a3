import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UserProfileResponse } from '@common/catalogue/catalogue-types';
import { profileUrl } from '@common/catalogue/catalogue-urls';
import { slugify } from '@common/text/slugify';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { AdSlot } from '../shared/ad-slot';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { useApiQuery } from '../shared/use-api-query';
import { ProfileHeader, ProfileHeaderSkeleton } from './profile-header';
import { ProfileTabContent, TabSkeleton } from './profile-tab-content';
import {
  defaultProfileTab,
  isProfileTab,
  PROFILE_TAB_LABELS,
  PROFILE_TABS,
  profileTabCount,
  type ProfileTab,
} from './profile-tabs';
import { QueryErrorPage } from './query-error-page';
import { profilePath } from './use-follow';

/**
 * Routes user/:userId/:slug and user/:userId/:slug/:tab (spec 2.8): the member's header and one
 * tab per URL. A slug other than the name's (spec 2.8's rule) is replaced by the canonical URL.
 */
export function ProfilePage() {
  const { userId = '', slug = '', tab: tabParam } = useParams();
  const location = useLocation();
  const { trans } = useTrans();
  const validId = /^\d+$/.test(userId);
  const profile = useApiQuery<UserProfileResponse>(profilePath(userId), {}, { enabled: validId });
  const user = profile.data?.user;
  useDocumentTitle(user?.name);

  if (!validId || (tabParam !== undefined && !isProfileTab(tabParam))) return <NotFoundPage />;
  if (profile.isError) return <QueryErrorPage error={profile.error} />;
  // Without a tab in the URL, the profile's counts choose it: wait for them.
  const defaultTab = user ? defaultProfileTab(user) : undefined;
  const tab: ProfileTab | undefined = tabParam && isProfileTab(tabParam) ? tabParam : defaultTab;

  if (user && slug !== slugify(user.name)) {
    return (
      <Navigate replace to={`${profileUrl(user, tabParam)}${location.search}${location.hash}`} />
    );
  }

  const panelId = 'profile-tab-panel';
  return (
    <Box sx={{ pb: { xs: 4, md: 8 } }}>
      {user ? <ProfileHeader user={user} /> : <ProfileHeaderSkeleton />}
      <Container maxWidth="xl">
        <AdSlot slot="general_top" />
        <Box
          component="nav"
          aria-label={trans('Profile sections')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 2, md: 4 } }}
        >
          <Tabs
            value={tab ?? false}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={trans('Profile sections')}
          >
            {PROFILE_TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                id={`profile-tab-${name}`}
                aria-controls={panelId}
                component={RouterLink}
                to={
                  user
                    ? profileUrl(user, name === defaultTab ? undefined : name)
                    : `/user/${userId}/${slug}/${name}`
                }
                label={
                  <Box component="span" sx={{ display: 'inline-flex', gap: 0.75 }}>
                    <Trans message={PROFILE_TAB_LABELS[name]} />{' '}
                    {user ? (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {profileTabCount(user, name).toLocaleString()}
                      </Box>
                    ) : null}
                  </Box>
                }
                sx={{ minHeight: 52 }}
              />
            ))}
          </Tabs>
        </Box>
        {tab ? (
          <Box role="tabpanel" id={panelId} aria-labelledby={`profile-tab-${tab}`}>
            {/* the tab's heading, for screen readers: the cards inside use h3 */}
            <Box component="h2" sx={visuallyHidden}>
              <Trans message={PROFILE_TAB_LABELS[tab]} />
            </Box>
            <ProfileTabContent userId={Number(userId)} tab={tab} />
          </Box>
        ) : (
          <TabSkeleton />
        )}
        <AdSlot slot="general_bottom" />
      </Container>
    </Box>
  );
}
