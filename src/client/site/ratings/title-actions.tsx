import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { TitleCard } from '@common/catalogue/catalogue-types';
import { useAuth } from '@client/auth/use-auth';
import { Trans, useTrans } from '@client/i18n/trans';
import { lazyOverlay } from '@client/ui/overlays/lazy-overlays';
import { AddToListMenu } from './add-to-list-menu';
import { STAR_COLOR } from './star-color';
import { useRateTitle, useToggleWatchlist, useViewerState } from './use-viewer-state';

const RatingPopover = lazyOverlay(() => import('./rating-popover'));

/** Round buttons with a 44 px touch target, like the hero's other actions. */
export const PILL_SX = { minHeight: 44, borderRadius: 999, px: 2.25, fontWeight: 600 } as const;

/**
 * The title page's own actions, near its rating: rate it (1–10), keep it in the watchlist, add
 * it to a list. Visitors get a prompt to sign in instead; actions the user may not take are hidden.
 */
export function TitleActions({ title }: { title: TitleCard }) {
  const { isLoggedIn } = useAuth();
  if (!isLoggedIn) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          component={RouterLink}
          to="/login"
          variant="outlined"
          color="inherit"
          startIcon={<StarBorderIcon sx={{ color: STAR_COLOR }} />}
          sx={PILL_SX}
        >
          <Trans message="Sign in to rate" />
        </Button>
      </Box>
    );
  }
  return <MemberActions title={title} />;
}

function MemberActions({ title }: { title: TitleCard }) {
  const { trans } = useTrans();
  const { hasPermission } = useAuth();
  const state = useViewerState(title.id, true);
  const rate = useRateTitle(title.id);
  const watchlist = useToggleWatchlist(title.id);
  const rateButton = useRef<HTMLButtonElement>(null);
  const [rating, setRating] = useState(false);
  // A failed read still lets the viewer act (the server decides).
  const ready = state.data !== undefined || state.isError;
  const myRating = state.data?.rating ?? null;
  const inWatchlist = state.data?.in_watchlist ?? false;

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      aria-busy={!ready}
    >
      {hasPermission('ratings.create') ? (
        <>
          <Button
            ref={rateButton}
            variant={myRating ? 'outlined' : 'contained'}
            color={myRating ? 'inherit' : 'primary'}
            disabled={!ready}
            aria-haspopup="dialog"
            aria-label={
              myRating ? trans('Your rating: :rating out of 10', { rating: myRating }) : undefined
            }
            aria-expanded={rating || undefined}
            startIcon={myRating ? <StarIcon sx={{ color: STAR_COLOR }} /> : <StarBorderIcon />}
            onClick={() => setRating(true)}
            sx={{ ...PILL_SX, minWidth: 132 }}
          >
            {myRating ? (
              <Trans message="Your rating: :rating" values={{ rating: myRating }} />
            ) : (
              <Trans message="Rate" />
            )}
          </Button>
          <RatingPopover
            anchorEl={rateButton.current}
            open={rating}
            onClose={() => setRating(false)}
            titleName={title.name}
            rating={myRating}
            onRate={(value) => rate.mutate(value)}
            onRemove={() => rate.mutate(null)}
          />
        </>
      ) : null}
      <Button
        variant="outlined"
        color="inherit"
        disabled={!ready}
        aria-pressed={inWatchlist}
        startIcon={inWatchlist ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
        onClick={() => watchlist.mutate(!inWatchlist)}
        sx={PILL_SX}
      >
        <Trans message="Watchlist" />
      </Button>
      <AddToListMenu title={title} listIds={state.data?.list_ids} disabled={!ready} />
    </Box>
  );
}
