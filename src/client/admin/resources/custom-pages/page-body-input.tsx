import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TextInput } from 'react-admin';
import LinearProgress from '@mui/material/LinearProgress';
import { useTrans } from '@client/i18n/trans';
import { HtmlPreview } from './html-preview';

type Mode = 'visual' | 'html';

const RichBodyEditor = lazy(() => import('./rich-body-editor'));

/**
 * The page body: a rich-text editor (react-admin's TipTap input) by default, or the HTML source
 * with a sandboxed live preview. Both edit the same field; the server sanitises on save.
 */
export function PageBodyInput() {
  const { trans } = useTrans();
  const [mode, setMode] = useState<Mode>('visual');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label={trans('Editor mode')}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="visual">{trans('Visual')}</ToggleButton>
        <ToggleButton value="html">{trans('HTML')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'visual' ? (
        <Suspense fallback={<LinearProgress aria-label={trans('Loading editor')} />}>
          <RichBodyEditor />
        </Suspense>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            width: '100%',
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          }}
        >
          <TextInput
            source="body"
            label={trans('Body (HTML)')}
            helperText={trans('Scripts, frames, styles and event handlers are removed on save.')}
            multiline
            minRows={16}
            fullWidth
            sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
          />
          <HtmlPreview source="body" />
        </Box>
      )}
    </Box>
  );
}
