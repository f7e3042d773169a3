/** The reusable upload input for react-admin forms, and its fields for forms of other kinds. */
export { FileEntryInput, type FileEntryInputProps } from './file-entry-input';
export { GalleryUploadField } from './gallery-upload-field';
export { ImageUploadField } from './image-upload-field';
export { VideoUploadField } from './video-upload-field';
export { ChooseFilesButton } from './choose-files-button';
export { useFileDrop } from './use-file-drop';
export { useWindowFileDrop } from './use-window-file-drop';
export { useFileUrl } from './use-file-url';
export type { UploadKind } from './upload-kinds';
