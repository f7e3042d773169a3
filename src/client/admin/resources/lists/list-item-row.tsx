import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ListItem } from '@common/api/lists';
import { useTrans } from '@client/i18n/trans';
import { useFileUrl } from '../../uploads';

interface ListItemRowProps {
  item: ListItem;
  /** Its place in the list, from 1. */
  position: number;
  /** The drag handle and move buttons. */
  controls?: ReactNode;
  onRemove: () => void;
  disabled?: boolean;
}

/** One title of a list in its editor: position, poster, name and year, and a remove button. */
export function ListItemRow({ item, position, controls, onRemove, disabled }: ListItemRowProps) {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, minWidth: 0 }}
    >
      {controls}
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 24, textAlign: 'right' }}>
        {position}
      </Typography>
      <Avatar
        variant="rounded"
        src={item.poster ? fileUrl(item.poster) : undefined}
        alt=""
        sx={{ width: 32, height: 48 }}
      >
        {item.name.slice(0, 1)}
      </Avatar>
      {/* a long name is cut with an ellipsis instead of widening the row */}
      <Box sx={{ flex: 1, minWidth: 0, contain: 'inline-size' }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {item.year ?? '—'}
        </Typography>
      </Box>
      <IconButton
        size="small"
        onClick={onRemove}
        disabled={disabled}
        aria-label={trans('Remove :name', { name: item.name })}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Paper>
  );
}
