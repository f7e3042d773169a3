import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { TitleCard as TitleCardData } from '@common/catalogue/catalogue-types';
import { channelUrl } from '@common/catalogue/catalogue-urls';
import type { LandingSettings } from '@common/settings/site-settings';
import { useSettings } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { channelItems, titleItems } from '../channels/channel-item-types';
import { Carousel } from '../shared/carousel';
import { useImageUrl } from '../shared/media-image';
import { TitleCard } from '../shared/title-card';
import { useHomepageChannel } from './use-homepage-channel';

const COLLAGE_SIZE = 12;

function CollageTile({ title, index }: { title: TitleCardData; index: number }) {
  const url = useImageUrl(title.backdrop ?? title.poster);
  return (
    <Box
      sx={{
        aspectRatio: '16 / 9',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'rgba(255,255,255,0.06)',
        display: { xs: index < 8 ? 'block' : 'none', md: 'block' },
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading={index < 6 ? 'eager' : 'lazy'}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}

/** The hero's background: the admin's image, or a tilted collage of trending backdrops. */
function Backdrop({ background, titles }: { background: string; titles: TitleCardData[] }) {
  const url = useImageUrl(background || null);
  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt=""
        fetchPriority="high"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
    );
  }
  const tiles = Array.from(
    { length: titles.length ? COLLAGE_SIZE : 0 },
    (_, index) => titles[index % titles.length]!,
  );
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: '-20% -10%',
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: { xs: 1, md: 2 },
        alignContent: 'center',
        transform: 'rotate(-8deg) scale(1.1)',
        opacity: 0.55,
      }}
    >
      {tiles.map((title, index) => (
        <CollageTile key={index} title={title} index={index} />
      ))}
    </Box>
  );
}

function ActionButton({ action }: { action: LandingSettings['actions'][number] }) {
  const { trans } = useTrans();
  const internal = action.action.startsWith('/') && !action.action.startsWith('//');
  const primary = action.variant === 'primary';
  const common = {
    size: 'large' as const,
    variant: primary ? ('contained' as const) : ('outlined' as const),
    sx: {
      px: 4,
      py: 1.25,
      fontWeight: 700,
      fontSize: 17,
      ...(primary
        ? {}
        : {
            color: '#fff',
            borderColor: 'rgba(255,255,255,0.7)',
            '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.1)' },
          }),
    },
  };
  return internal ? (
    <Button component={RouterLink} to={action.action} {...common}>
      {trans(action.label)}
    </Button>
  ) : (
    <Button component="a" href={action.action} {...common}>
      {trans(action.label)}
    </Button>
  );
}

/**
 * The landing page (route /landing, and the homepage when its type is 'landing'): the headline,
 * subheadline and actions from settings.landing over a collage of the trending backdrops, the
 * trending titles, and the features.
 */
export function LandingPage() {
  const { trans } = useTrans();
  const { landing } = useSettings();
  const query = useHomepageChannel();
  useDocumentTitle(trans(landing.headline));

  const nested = channelItems(query.data?.content.data ?? []);
  const trendingChannel = nested.find((channel) => titleItems(channel.items).length > 0);
  const trending = trendingChannel ? titleItems(trendingChannel.items) : [];

  return (
    <Box sx={{ pb: { xs: 6, md: 10 } }}>
      <Box
        component="section"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          bgcolor: '#07070b',
          color: '#fff',
          minHeight: { xs: 520, md: 640 },
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Backdrop background={landing.background} titles={trending} />
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            // the first layer is on top: the fade into the page (dark themes only), then the vignette
            background: `${
              theme.palette.mode === 'dark'
                ? 'linear-gradient(to top, var(--mui-palette-background-default) 0, transparent 80px), '
                : ''
            }radial-gradient(ellipse at center, rgba(7,7,11,0.55) 0%, rgba(7,7,11,0.92) 70%)`,
          })}
        />
        <Container
          maxWidth="md"
          sx={{ position: 'relative', textAlign: 'center', py: { xs: 10, md: 14 } }}
        >
          <Typography
            component="h1"
            sx={{
              fontWeight: 800,
              fontSize: { xs: 36, sm: 48, md: 64 },
              lineHeight: 1.05,
              letterSpacing: '-0.02em',
              textShadow: '0 4px 24px rgba(0,0,0,0.6)',
            }}
          >
            {trans(landing.headline)}
          </Typography>
          {landing.subheadline ? (
            <Typography
              sx={{
                mt: 2.5,
                fontSize: { xs: 17, md: 21 },
                color: 'rgba(255,255,255,0.85)',
                maxWidth: 640,
                mx: 'auto',
              }}
            >
              {trans(landing.subheadline)}
            </Typography>
          ) : null}
          {landing.actions.length ? (
            <Box
              sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 5 }}
            >
              {landing.actions.map((action, index) => (
                <ActionButton key={index} action={action} />
              ))}
            </Box>
          ) : null}
        </Container>
      </Box>

      {trendingChannel && trending.length ? (
        <Box sx={{ px: { xs: 2, sm: 3, md: 6 }, maxWidth: 1920, mx: 'auto', mt: { xs: 4, md: 6 } }}>
          <Carousel
            title={trendingChannel.name}
            titleId="landing-trending"
            seeAllTo={channelUrl(trendingChannel)}
          >
            {trending.map((title) => (
              <TitleCard key={title.id} title={title} />
            ))}
          </Carousel>
        </Box>
      ) : null}

      {landing.features.length ? (
        <Container
          component="section"
          aria-labelledby="landing-features"
          maxWidth="lg"
          sx={{ mt: { xs: 6, md: 10 } }}
        >
          <Typography
            id="landing-features"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 }, textAlign: 'center', mb: 4 }}
          >
            {trans('Everything in one place')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
              gap: 3,
            }}
          >
            {landing.features.map((feature, index) => (
              <Box
                key={index}
                sx={{
                  p: 3,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  position: 'relative',
                  overflow: 'hidden',
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    left: 0,
                    top: 0,
                    bottom: 0,
                    width: 4,
                    bgcolor: 'primary.main',
                  },
                }}
              >
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: 19, mb: 1 }}>
                  {trans(feature.title)}
                </Typography>
                <Typography color="text.secondary">{trans(feature.description)}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      ) : null}
    </Box>
  );
}
