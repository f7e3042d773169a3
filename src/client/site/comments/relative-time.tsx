import Box from '@mui/material/Box';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useRelativeTime } from '@client/account/sessions/use-relative-time';

/** A date as "5 minutes ago" (spec 9), with the full date in its title and datetime. */
export function RelativeTime({ date }: { date: string }) {
  const relative = useRelativeTime();
  const locale = useBootstrapData().i18n.language;
  const parsed = new Date(date);
  let full = '';
  if (!Number.isNaN(parsed.getTime())) {
    try {
      full = parsed.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
    } catch {
      full = parsed.toLocaleString('en', { dateStyle: 'long', timeStyle: 'short' });
    }
  }
  return (
    <Box component="time" dateTime={date} title={full}>
      {relative(date)}
    </Box>
  );
}
