import Box from '@mui/material/Box';
import { accentColor } from './accent-color';

/** Typography for HTML written in the admin (already sanitised by the server). */
export const htmlBodySx = {
  typography: 'body1',
  fontSize: { xs: 16, md: 17 },
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& p': { my: 2 },
  '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 4, mb: 1.5 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& a': { color: accentColor },
  '& blockquote': {
    m: 0,
    my: 3,
    pl: 2,
    borderLeft: 4,
    borderColor: 'primary.main',
    color: 'text.secondary',
    fontStyle: 'italic',
  },
  '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1 },
  '& pre': { overflowX: 'auto' },
} as const;

/** Sanitised HTML from the server, rendered with readable article typography. */
export function HtmlBody({ html }: { html: string }) {
  return <Box sx={htmlBodySx} dangerouslySetInnerHTML={{ __html: html }} />;
}
