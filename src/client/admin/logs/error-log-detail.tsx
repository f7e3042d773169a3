import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTrans } from '@client/i18n/trans';
import type { DebugFrame } from '@common/http/responses';
import type { ErrorLogItem } from '@common/api/logs';

function FrameView({ frame }: { frame: DebugFrame }) {
  const lines = Object.entries(frame.codeSnippet);
  return (
    <Box component="li" sx={{ mb: 1.5 }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {frame.method} — {frame.path}:{frame.lineNumber}
      </Typography>
      {lines.length ? (
        <Box
          component="pre"
          sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 12 }}
        >
          {lines.map(([line, code]) => (
            <Box
              key={line}
              component="span"
              sx={{
                display: 'block',
                fontWeight: Number(line) === frame.lineNumber ? 700 : 400,
                bgcolor: Number(line) === frame.lineNumber ? 'action.selected' : undefined,
              }}
            >
              {`${line.padStart(5)}  ${code}`}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** One error log entry with its request and the stack frames (source shown for app frames). */
export function ErrorLogDetail({ entry, onClose }: { entry: ErrorLogItem; onClose: () => void }) {
  const { trans } = useTrans();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth>
      <DialogTitle>
        {entry.exception}: {entry.message}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2">
          {new Date(entry.time).toLocaleString()} · {entry.method ?? ''} {entry.url ?? ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {trans('Request :id', { id: entry.requestId ?? '—' })} ·{' '}
          {trans('User :id', { id: entry.userId ?? '—' })}
        </Typography>
        <Typography variant="subtitle2" component="h3">
          {trans('Stack frames')}
        </Typography>
        <Box component="ol" sx={{ pl: 3 }}>
          {entry.frames.map((frame, index) => (
            <FrameView key={index} frame={frame} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{trans('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
