import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COOKIE_NOTICE_COOKIE } from '@common/http/paths';
import { readCookie, writeCookie } from '../../http/cookies';
import { Trans, useTrans } from '../../i18n/trans';
import { useSettings } from '../bootstrap-store';
import { isAbsoluteUrl } from '../layout/site-url';
import { useHydrated } from '../../ssr/use-hydrated';

/** Spec 9: the acknowledgement lasts 30 days. */
export const COOKIE_NOTICE_DAYS = 30;
const ACKNOWLEDGED = '1';

function NoticeLink({ label, action }: { label: string; action: string }) {
  const text = <Trans message={label} />;
  if (isAbsoluteUrl(action)) {
    return (
      <Button href={action} target="_blank" rel="noopener noreferrer" color="inherit">
        {text}
      </Button>
    );
  }
  const to = action.startsWith('/') ? action : `/${action}`;
  return (
    <Button component={RouterLink} to={to} color="inherit">
      {text}
    </Button>
  );
}

/** Fixed at the top or bottom of the page until the visitor acknowledges it. */
export function CookieNotice() {
  const { trans } = useTrans();
  const { enable, position, button } = useSettings().cookie_notice;
  // the cookie is the browser's: the notice appears once the page is interactive
  const hydrated = useHydrated();
  const [acknowledged, setAcknowledged] = useState(
    () => typeof document !== 'undefined' && readCookie(COOKIE_NOTICE_COOKIE) === ACKNOWLEDGED,
  );
  if (!enable || acknowledged || !hydrated) return null;

  const acknowledge = () => {
    writeCookie(COOKIE_NOTICE_COOKIE, ACKNOWLEDGED, COOKIE_NOTICE_DAYS);
    setAcknowledged(true);
  };
  const atTop = position === 'top';

  return (
    <Paper
      role="region"
      aria-label={trans('Cookie notice')}
      square
      elevation={6}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        ...(atTop ? { top: 0 } : { bottom: 0 }),
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: { xs: 2, md: 3 },
        py: { xs: 1.5, md: 2 },
        // keep clear of the home indicator / notch on phones
        [atTop ? 'pt' : 'pb']: `max(12px, env(safe-area-inset-${atTop ? 'top' : 'bottom'}))`,
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1.5, md: 3 }}
        sx={{ maxWidth: 1200, mx: 'auto', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <Typography variant="body2" sx={{ flex: 1 }}>
          <Trans message="We use cookies to optimize site functionality and provide you with the best possible experience." />
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexShrink: 0 }}>
          {button.label && button.action ? (
            <NoticeLink label={button.label} action={button.action} />
          ) : null}
          <Button variant="contained" onClick={acknowledge}>
            <Trans message="OK" />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
