import type { ReactNode } from 'react';
import { useInput, useResourceContext, useTranslateLabel, type InputProps } from 'react-admin';
import { GalleryUploadField } from './gallery-upload-field';
import { ImageUploadField } from './image-upload-field';
import type { UploadKind } from './upload-kinds';
import { VideoUploadField } from './video-upload-field';

/**
 * An upload input for react-admin forms. Files go through the site's upload queue (progress in
 * the upload panel), as public file entries, after an early check of the site's rules and the
 * kind's own (spec 5's messages show on the field).
 *
 * The form value is the entry's `url` (relative to the base URL, e.g. 'uploads/files/<uuid>'),
 * the way the site stores image paths elsewhere (branding logos, catalogue images), so a field can
 * also hold a path or full URL set by other means. Removing sets null.
 *
 * Props: `source` (the form field), `kind`: 'image' (one image: preview, upload or replace,
 * remove), 'gallery' (an array of urls: several images, reordered by drag or with each tile's
 * move buttons), 'video' (one video with a player); `label`, `helperText`, `validate`,
 * `disabled`, `defaultValue` as for any react-admin input. With `allowUrl` an image also gets a
 * text box for typing an address.
 *
 * @example <FileEntryInput source="poster" kind="image" label="Poster" />
 */
export interface FileEntryInputProps extends Omit<InputProps, 'label' | 'helperText'> {
  kind: UploadKind;
  label?: string;
  helperText?: ReactNode;
  allowUrl?: boolean;
}

export function FileEntryInput({
  kind,
  label,
  helperText,
  allowUrl,
  disabled,
  ...props
}: FileEntryInputProps) {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired } = useInput({
    ...props,
    disabled,
    defaultValue: props.defaultValue ?? (kind === 'gallery' ? [] : null),
  });
  const translateLabel = useTranslateLabel();
  const title = String(translateLabel({ label, source: props.source, resource }));
  const common = {
    label: isRequired ? `${title} *` : title,
    error: fieldState.error?.message,
    helperText,
    disabled,
  };
  if (kind === 'gallery') {
    const urls = Array.isArray(field.value)
      ? field.value.filter((url): url is string => typeof url === 'string')
      : [];
    return <GalleryUploadField {...common} value={urls} onChange={field.onChange} />;
  }
  const url = typeof field.value === 'string' && field.value ? field.value : null;
  if (kind === 'video')
    return <VideoUploadField {...common} value={url} onChange={field.onChange} />;
  return <ImageUploadField {...common} value={url} onChange={field.onChange} allowUrl={allowUrl} />;
}
