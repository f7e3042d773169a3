import { RichTextInput } from 'ra-input-rich-text';
import { useTrans } from '@client/i18n/trans';

/** The TipTap editor; its own chunk, loaded only when a page body is edited visually. */
export default function RichBodyEditor() {
  const { trans } = useTrans();
  return (
    <RichTextInput
      source="body"
      label={trans('Body')}
      helperText={trans('Scripts, frames, styles and event handlers are removed on save.')}
      fullWidth
      sx={{ '& .ProseMirror': { minHeight: 320 } }}
    />
  );
}
