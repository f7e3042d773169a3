import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTrans } from '@client/i18n/trans';

/**
 * The body as visitors will see it. The empty sandbox runs no scripts and keeps the markup away
 * from the admin's own page; the server sanitises the HTML on save.
 */
export function HtmlPreview({ source }: { source: string }) {
  const { trans } = useTrans();
  const html = useWatch<Record<string, string | undefined>>({ name: source }) ?? '';
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {trans('Preview')}
      </Typography>
      <Box
        component="iframe"
        title={trans('Preview')}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;line-height:1.6;margin:16px}img{max-width:100%}</style>${html}`}
        sx={{
          width: '100%',
          height: 360,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
    </Box>
  );
}
