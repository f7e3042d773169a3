import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminCreditRecord } from '@common/api/admin-credits';
import { useTrans } from '@client/i18n/trans';
import { useFileUrl } from '../../uploads';
import { creditRole } from './credit-values';

interface CreditRowProps {
  credit: AdminCreditRecord;
  /** The drag handle and move buttons. */
  controls?: ReactNode;
  /** What the row names: the person (a title's credits) or the title (a person's credits). */
  primary: string;
  image?: string | null;
  onEdit: () => void;
  onDelete: () => void;
}

/** One credit: photo, name, character or department and job, and its actions. */
export function CreditRow({ credit, controls, primary, image, onEdit, onDelete }: CreditRowProps) {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  const role = creditRole(credit, trans);
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, minWidth: 0 }}
    >
      {controls}
      <Avatar src={image ? fileUrl(image) : undefined} alt="" sx={{ width: 40, height: 40 }}>
        {primary.slice(0, 1)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {primary}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {role || '—'}
        </Typography>
      </Box>
      <IconButton size="small" onClick={onEdit} aria-label={trans('Edit :name', { name: primary })}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={onDelete}
        aria-label={trans('Remove :name', { name: primary })}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Paper>
  );
}
