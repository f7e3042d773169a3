import Box from '@mui/material/Box';
import type { AdSlot as AdSlotName } from '@common/settings/site-settings';
import { useSettings } from '@client/app/bootstrap-store';

const MAX_WIDTH: Partial<Record<AdSlotName, number>> = { title_top: 850, person_top: 850 };
const HEIGHT: Record<AdSlotName, number> = {
  general_top: 150,
  general_bottom: 150,
  title_top: 250,
  person_top: 250,
  watch_top: 250,
};

/**
 * An ad slot configured in admin (spec 2.8). The admin's HTML runs in a sandboxed frame of fixed
 * height, so ad code can neither reach the page nor shift its layout.
 */
export function AdSlot({ slot }: { slot: AdSlotName }) {
  const { ads } = useSettings();
  const html = ads?.[slot];
  if (!html || ads.disable) return null;
  return (
    <Box
      data-ad-slot={slot}
      sx={{ width: '100%', maxWidth: MAX_WIDTH[slot] ?? '100%', mx: 'auto', my: 2 }}
    >
      <Box
        component="iframe"
        title="Advertisement"
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
        srcDoc={`<!doctype html><html><body style="margin:0">${html}</body></html>`}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height: HEIGHT[slot], border: 0 }}
      />
    </Box>
  );
}
