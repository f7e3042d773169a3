import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';

export interface ReportStatusProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Placeholder boxes' heights while loading, one per panel the report will show. */
  skeletons?: number[];
}

/**
 * A report's loading skeleton, its error with a retry button, or the report itself (dimmed
 * while the numbers of a newly chosen range load).
 */
export function ReportStatus<T>({
  query,
  children,
  skeletons = [120, 320, 320],
}: ReportStatusProps<T>) {
  const { trans } = useTrans();
  if (query.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={trans('Loading the report')}>
        {skeletons.map((height, index) => (
          <Skeleton key={index} variant="rectangular" height={height} />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {trans('Retry')}
          </Button>
        }
      >
        {getErrorMessage(query.error)}
      </Alert>
    );
  return (
    <Box
      aria-busy={query.isPlaceholderData}
      sx={{
        display: 'grid',
        gap: 2,
        minWidth: 0,
        opacity: query.isPlaceholderData ? 0.5 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {children(query.data)}
    </Box>
  );
}
