import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTrans } from '../../i18n/trans';
import { useDialogLayout } from './dialog-layout-context';
import { DIALOG_PADDING } from './dialog-size';

interface DialogHeaderProps {
  /** The title; it labels the dialog. */
  children: ReactNode;
  hideCloseButton?: boolean;
}

export function DialogHeader({ children, hideCloseButton = false }: DialogHeaderProps) {
  const { titleId, close } = useDialogLayout();
  const { trans } = useTrans();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: DIALOG_PADDING,
        pt: DIALOG_PADDING,
        flex: '0 0 auto',
      }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Typography>
      {!hideCloseButton && (
        <IconButton aria-label={trans('Close')} onClick={close} edge="end" size="small">
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}
