import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BooleanInput, maxLength, TextInput } from 'react-admin';
import type { AdSlot } from '@common/settings/site-settings';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';
import { useTrans } from '@client/i18n/trans';
import { AD_SLOT_INFO } from './ad-slot-info';

interface AdSlotCardProps {
  slot: AdSlot;
  /** The slot's place in the form's `slots` array. */
  index: number;
  /** The saved code is not empty: there is something to preview. */
  hasSavedCode: boolean;
  /** Changes after each save, so the preview frame loads the saved code again. */
  version: number;
}

/**
 * One ad slot: where it shows and its best size, its code, its switch, and a preview of the
 * saved code. The preview is the code served as its own document (like /ads/{slot} on the
 * site) in a sandboxed frame without same-origin, so the ad never runs in the site's origin.
 */
export function AdSlotCard({ slot, index, hasSavedCode, version }: AdSlotCardProps) {
  const { trans } = useTrans();
  const { base_path } = useBootstrapData();
  const info = AD_SLOT_INFO[slot];
  const headingId = `ad-slot-${slot}`;
  return (
    <Card component="section" aria-labelledby={headingId} data-ad-slot-editor={slot}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {trans(info.label)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {trans(info.where)} <strong>{trans(info.note)}</strong>
        </Typography>
        <BooleanInput
          source={`slots.${index}.enabled`}
          label={trans('Show this ad')}
          helperText={false}
        />
        <TextInput
          source={`slots.${index}.code`}
          label={trans('Ad code')}
          helperText={trans('HTML and scripts from your ad network; empty shows nothing.')}
          multiline
          minRows={4}
          fullWidth
          validate={maxLength(20000)}
          sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
        />
        <Typography variant="subtitle2" component="h3">
          {trans('Preview of the saved code')}
        </Typography>
        {hasSavedCode ? (
          <Box
            component="iframe"
            key={version}
            title={trans('Preview of :slot', { slot: trans(info.label) })}
            sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
            src={siteUrl(`api/v1/admin/ads/${slot}/preview`, base_path)}
            loading="lazy"
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: slot === 'title_top' || slot === 'person_top' ? 850 : '100%',
              height: slot.startsWith('general') ? 150 : 250,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {trans('No code saved for this slot.')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
