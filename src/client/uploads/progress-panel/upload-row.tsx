import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import type { ClientUpload } from '../upload-types';
import { formatDuration, formatPercent, formatSpeed } from './upload-formatting';
import { isActive } from './upload-summary';

interface UploadRowProps {
  upload: ClientUpload;
  onCancel(id: string): void;
  onRetry(id: string): void;
}

const BAR_COLOR = {
  pending: 'primary',
  inProgress: 'primary',
  completed: 'success',
  failed: 'error',
  aborted: 'inherit',
} as const;

/** One upload: its name, bar, percent, speed and time left or how it ended, cancel or retry. */
export function UploadRow({ upload, onCancel, onRetry }: UploadRowProps) {
  const { trans } = useTrans();
  const { language } = useBootstrapData().i18n;
  const { name, status, percentage, bytesPerSecond, secondsLeft, error } = upload;
  const percent = formatPercent(percentage, language);

  const details: string[] = [];
  if (status === 'pending') details.push(trans('Waiting'));
  if (status === 'inProgress') {
    details.push(percent);
    if (bytesPerSecond !== null) details.push(formatSpeed(bytesPerSecond));
    if (secondsLeft !== null) {
      details.push(trans(':time left', { time: formatDuration(secondsLeft, language) }));
    }
  }
  if (status === 'completed') details.push(trans('Completed'));
  if (status === 'failed') details.push(error ?? trans('Upload failed'));
  if (status === 'aborted') details.push(trans('Cancelled'));

  return (
    <ListItem
      divider
      sx={{ gap: 1, alignItems: 'center' }}
      secondaryAction={
        isActive(upload) ? (
          <IconButton
            edge="end"
            size="small"
            aria-label={trans('Cancel upload of :name', { name })}
            onClick={() => onCancel(upload.id)}
          >
            <CloseOutlined fontSize="small" />
          </IconButton>
        ) : status === 'completed' ? (
          <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
        ) : (
          <IconButton
            edge="end"
            size="small"
            aria-label={trans('Retry upload of :name', { name })}
            onClick={() => onRetry(upload.id)}
          >
            <ReplayOutlined fontSize="small" />
          </IconButton>
        )
      }
    >
      <Box sx={{ flex: 1, minWidth: 0, pr: 2 }}>
        <Typography variant="body2" noWrap title={name}>
          {name}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percentage}
          color={BAR_COLOR[status]}
          aria-label={trans('Upload progress for :name', { name })}
          aria-valuetext={percent}
          sx={{ my: 0.75, borderRadius: 1 }}
        />
        <Typography
          variant="caption"
          component="p"
          color={status === 'failed' ? 'error' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {details.join(' · ')}
        </Typography>
      </Box>
    </ListItem>
  );
}
