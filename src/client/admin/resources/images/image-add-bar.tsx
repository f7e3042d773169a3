import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTrans } from '@client/i18n/trans';
import { ChooseFilesButton } from '../../uploads';
import { FieldUploadProgress } from '../../uploads/field-upload-progress';
import { UPLOAD_KINDS } from '../../uploads/upload-kinds';
import { useFieldUploads } from '../../uploads/use-field-uploads';

interface ImageAddBarProps {
  /** Adds an image row for an uploaded file's url or a typed address. */
  onAdd: (url: string) => Promise<boolean>;
}

/** Upload images (each becomes a gallery image once uploaded) or add one by its address. */
export function ImageAddBar({ onAdd }: ImageAddBarProps) {
  const { trans } = useTrans();
  const uploads = useFieldUploads('gallery', (entry) => void onAdd(entry.url));
  const [address, setAddress] = useState('');
  const addAddress = async () => {
    if (address.trim() && (await onAdd(address.trim()))) setAddress('');
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ChooseFilesButton
          variant="contained"
          startIcon={<UploadOutlined />}
          accept={UPLOAD_KINDS.gallery.accept}
          multiple
          onFiles={uploads.start}
        >
          {trans('Upload images')}
        </ChooseFilesButton>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void addAddress();
          }}
          sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 240 }}
        >
          <TextField
            size="small"
            fullWidth
            label={trans('Image address')}
            placeholder="https://"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <Button type="submit" startIcon={<AddLinkOutlined />} disabled={!address.trim()}>
            {trans('Add')}
          </Button>
        </Box>
      </Box>
      <FieldUploadProgress uploads={uploads.running} />
      {uploads.error ? <Alert severity="error">{uploads.error}</Alert> : null}
    </Box>
  );
}
