import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { DebugFrame } from '@common/http/responses';
import { Trans, useTrans } from '../../i18n/trans';

interface DebugCodeSnippetProps {
  frame: DebugFrame | undefined;
}

/** The source around a frame, with line numbers and the frame's own line highlighted. */
export function DebugCodeSnippet({ frame }: DebugCodeSnippetProps) {
  const { trans } = useTrans();
  const lines = Object.entries(frame?.codeSnippet ?? {})
    .map(([number, code]) => [Number(number), code] as const)
    .sort(([a], [b]) => a - b);

  return (
    <Box
      component="section"
      aria-label={trans('Code snippet')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', minWidth: 0 }}
    >
      {frame && (
        <Typography
          sx={{
            px: 2,
            py: 1,
            fontFamily: 'monospace',
            fontSize: 13,
            bgcolor: 'action.hover',
            wordBreak: 'break-all',
          }}
        >
          {frame.path}:{frame.lineNumber}
        </Typography>
      )}
      {lines.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          <Trans message="No code snippet available" />
        </Typography>
      ) : (
        <Box component="pre" sx={{ m: 0, py: 1, overflowX: 'auto', fontSize: 13, lineHeight: 1.6 }}>
          {lines.map(([number, code]) => {
            const current = number === frame?.lineNumber;
            return (
              <Box
                key={number}
                data-line={number}
                aria-current={current ? 'true' : undefined}
                sx={{
                  display: 'flex',
                  bgcolor: (theme) =>
                    current ? alpha(theme.palette.error.main, 0.16) : 'transparent',
                  boxShadow: (theme) =>
                    current ? `inset 3px 0 ${theme.palette.error.main}` : 'none',
                }}
              >
                <Box
                  component="span"
                  sx={{
                    flex: '0 0 5ch',
                    pr: 2,
                    textAlign: 'right',
                    color: 'text.disabled',
                    userSelect: 'none',
                  }}
                >
                  {number}
                </Box>
                <Box component="code" sx={{ whiteSpace: 'pre', pr: 2 }}>
                  {code}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
