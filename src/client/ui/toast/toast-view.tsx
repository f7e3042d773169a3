import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import SnackbarContent from '@mui/material/SnackbarContent';
import { Trans, useTrans } from '../../i18n/trans';
import { ToastActionButton } from './toast-action-button';
import { dismissToast, pauseToast, resumeToast, type Toast } from './toast-store';

interface ToastViewProps {
  toast: Toast;
}

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'loading') return <CircularProgress size={18} color="inherit" aria-hidden />;
  if (type === 'danger') return <ErrorOutlinedIcon fontSize="small" aria-hidden />;
  return <CheckCircleOutlinedIcon fontSize="small" color="success" aria-hidden />;
}

/** One toast: message, optional action, close button; hover or focus pauses its timer. */
export function ToastView({ toast }: ToastViewProps) {
  const { trans } = useTrans();
  const danger = toast.type === 'danger';

  return (
    <SnackbarContent
      role={danger ? 'alert' : 'status'}
      aria-live={danger ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-toast-type={toast.type}
      onMouseEnter={() => pauseToast(toast.id, 'hover')}
      onMouseLeave={() => resumeToast(toast.id, 'hover')}
      onFocus={() => pauseToast(toast.id, 'focus')}
      onBlur={() => resumeToast(toast.id, 'focus')}
      sx={{
        pointerEvents: 'auto',
        maxWidth: '100%',
        flexWrap: 'nowrap',
        ...(danger && { bgcolor: 'error.main', color: 'error.contrastText' }),
      }}
      message={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ToastIcon type={toast.type} />
          <span>
            <Trans message={toast.message} values={toast.values} />
          </span>
        </Box>
      }
      action={
        <>
          {toast.action && (
            <ToastActionButton action={toast.action} onClick={() => dismissToast(toast.id)} />
          )}
          {toast.type !== 'loading' && (
            <IconButton
              size="small"
              color="inherit"
              aria-label={trans('Close')}
              onClick={() => dismissToast(toast.id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      }
    />
  );
}
