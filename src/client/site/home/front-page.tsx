import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSettings } from '@client/app/bootstrap-store';
import { isApiError } from '@client/http/api-error';
import { Trans } from '@client/i18n/trans';
import { ErrorPage } from '@client/ui/errors/error-page';
import { ChannelHero } from '../channels/channel-hero';
import { ChannelGrid } from '../channels/channel-grid';
import { ChannelRows } from '../channels/channel-rows';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { HeroSkeleton, RowSkeleton } from '../shared/skeletons';
import { frontPageLayout, useHomepageChannel } from './use-homepage-channel';

const contentSx = {
  px: { xs: 2, sm: 3, md: 6 },
  maxWidth: 1920,
  mx: 'auto',
  width: '100%',
} as const;

/** The site's welcome, shown as the page heading (visible when there is nothing else to show). */
function Welcome({ visible }: { visible: boolean }) {
  const { branding } = useSettings();
  const heading = (
    <Typography
      component="h1"
      sx={visible ? { fontWeight: 800, fontSize: { xs: 32, md: 48 }, mb: 2 } : visuallyHidden}
    >
      <Trans message="Welcome to :siteName" values={{ siteName: branding.site_name }} />
    </Typography>
  );
  if (!visible) return heading;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ maxWidth: 720 }}>
        {heading}
        <Typography variant="h6" component="p" color="text.secondary">
          {branding.site_description}
        </Typography>
      </Box>
    </Container>
  );
}

/**
 * The default homepage: the 'homepage' channel as a hero (its first, trending, channel) and one
 * row per nested channel. Part of the entry bundle, so it stays small: rows are plain CSS
 * scrollers and the hero is one image.
 */
export function FrontPage() {
  const siteName = useSettings().branding.site_name;
  const query = useHomepageChannel();

  useEffect(() => {
    document.title = siteName;
  }, [siteName]);

  if (query.isPending) {
    return (
      <Box aria-busy>
        <Welcome visible={false} />
        <HeroSkeleton />
        <Box sx={{ ...contentSx, display: 'grid', gap: 6, mt: 4, pb: 6 }}>
          <RowSkeleton />
          <RowSkeleton kind="landscape" count={5} />
        </Box>
      </Box>
    );
  }
  if (query.isError) {
    // A site without a homepage channel (no demo content) still greets its visitors.
    return isApiError(query.error) && query.error.status === 404 ? (
      <Welcome visible />
    ) : (
      <ErrorPage />
    );
  }

  const { hero, rows } = frontPageLayout(query.data);
  const flat = query.data.channel.content_type !== 'channel';
  if (!hero && !rows.length && (!flat || !query.data.content.data.length)) {
    return <Welcome visible />;
  }
  return (
    <Box sx={{ pb: { xs: 6, md: 8 } }}>
      <Welcome visible={false} />
      {hero ? <ChannelHero titles={hero.titles} label={hero.name} fullBleed /> : null}
      <Box sx={{ ...contentSx, mt: hero ? { xs: 3, md: 4 } : { xs: 3, md: 5 } }}>
        {flat ? (
          <ChannelGrid channel={query.data.channel} items={query.data.content.data} />
        ) : (
          <ChannelRows channels={rows} />
        )}
      </Box>
    </Box>
  );
}
