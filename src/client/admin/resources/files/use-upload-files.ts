import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUploadQueue } from '@client/uploads';
import { FILES_RESOURCE } from './file-record';

/**
 * Files dropped or chosen on the files page go to the upload queue (its panel shows their
 * progress); each finished entry refreshes the list, even if the person has moved on since.
 */
export function useUploadFiles(): (files: File[]) => void {
  const { add } = useUploadQueue();
  const queryClient = useQueryClient();
  return useCallback(
    (files: File[]) => {
      add(files, {
        onComplete: () => void queryClient.invalidateQueries({ queryKey: [FILES_RESOURCE] }),
      });
    },
    [add, queryClient],
  );
}
