import { Box, Link, Typography } from '@mui/material';
import { useTrans } from '@client/i18n/trans';

interface ModeratedTextProps {
  headline?: string | null;
  text: string;
  /** What the item is about, linking to its page on the site. */
  about?: { name: string; url: string };
  /** Shown instead of an empty text (a comment its author deleted). */
  emptyText?: string;
}

/** An item's text, three lines at most, with what it was written on. */
export function ModeratedText({ headline, text, about, emptyText }: ModeratedTextProps) {
  const { trans } = useTrans();
  return (
    <Box sx={{ maxWidth: 560, minWidth: 0 }}>
      {about ? (
        <Link
          href={about.url}
          target="_blank"
          rel="noopener"
          variant="caption"
          onClick={(event) => event.stopPropagation()}
        >
          {about.name}
        </Link>
      ) : null}
      {headline ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {headline}
        </Typography>
      ) : null}
      {text ? (
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {trans(emptyText ?? 'Deleted by its author.')}
        </Typography>
      )}
    </Box>
  );
}
