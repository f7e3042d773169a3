import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import type { ButtonProps } from '@mui/material/Button';
import { useTrans } from '@client/i18n/trans';
import { ChooseFilesButton } from '../../uploads';
import { useUploadFiles } from './use-upload-files';

/** 'Upload': the file chooser (several files at once) into the upload queue. */
export function UploadFilesButton(props: Pick<ButtonProps, 'variant' | 'size'>) {
  const { trans } = useTrans();
  const upload = useUploadFiles();
  return (
    <ChooseFilesButton
      multiple
      onFiles={upload}
      startIcon={<CloudUploadOutlined />}
      size="small"
      {...props}
    >
      {trans('Upload')}
    </ChooseFilesButton>
  );
}
