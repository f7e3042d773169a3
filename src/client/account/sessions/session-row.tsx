import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useTrans } from '@client/i18n/trans';
import { DeviceIcon, deviceKind } from './device-icon';
import { useRelativeTime } from './use-relative-time';
import type { UserSession } from './user-sessions-api';

const DEVICE_LABELS = { mobile: 'Mobile', tablet: 'Tablet', computer: 'Computer' } as const;

/** One signed-in device: what it is, where it was used from and when. */
export function SessionRow({ session }: { session: UserSession }) {
  const { trans } = useTrans();
  const relativeTime = useRelativeTime();
  const device = [session.platform, session.browser].filter(Boolean).join(' - ');
  const place = [session.city, session.country].filter(Boolean).join(', ');
  const where = [session.ip_address, place].filter(Boolean).join(' · ');

  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
      <Box
        role="img"
        aria-label={trans(DEVICE_LABELS[deviceKind(session.device_type)])}
        sx={{ display: 'flex', flexShrink: 0 }}
      >
        <DeviceIcon deviceType={session.device_type} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {device || <Trans message="Unknown device" />}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {where ? `${where} · ` : null}
          {session.is_current_device ? (
            <Box component="span" sx={{ color: 'success.main', fontWeight: 500 }}>
              <Trans message="This device" />
            </Box>
          ) : (
            <Trans
              message="Last active :time"
              values={{ time: relativeTime(session.last_active) }}
            />
          )}
        </Typography>
      </Box>
    </Box>
  );
}
