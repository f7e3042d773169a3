import Box from '@mui/material/Box';
import type { AdSlot as AdSlotName } from '@common/settings/site-settings';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';

const MAX_WIDTH: Partial<Record<AdSlotName, number>> = { title_top: 850, person_top: 850 };
const HEIGHT: Record<AdSlotName, number> = {
  general_top: 150,
  general_bottom: 150,
  title_top: 250,
  person_top: 250,
  watch_top: 250,
};

/**
 * An ad slot configured in admin (spec 2.8). The admin's HTML is served by /ads/{slot} with its
 * own CSP and framed with a sandbox (no same-origin), at a fixed height: ad code can neither
 * reach the page nor shift its layout.
 */
export function AdSlot({ slot }: { slot: AdSlotName }) {
  const { settings, base_path } = useBootstrapData();
  const { ads } = settings;
  const html = ads?.[slot];
  if (!html || ads.disable || ads.off?.[slot]) return null;
  return (
    <Box
      data-ad-slot={slot}
      sx={{ width: '100%', maxWidth: MAX_WIDTH[slot] ?? '100%', mx: 'auto', my: 2 }}
    >
      <Box
        component="iframe"
        title="Advertisement"
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        src={siteUrl(`ads/${slot}`, base_path)}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height: HEIGHT[slot], border: 0 }}
      />
    </Box>
  );
}
