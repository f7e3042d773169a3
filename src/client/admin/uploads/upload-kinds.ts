import type { UploadRestrictions } from '@common/uploads/upload-restrictions';

/** What a FileEntryInput holds: one image, several images, or one video. */
export type UploadKind = 'image' | 'gallery' | 'video';

export interface UploadKindRules {
  /** The file chooser's `accept`. */
  accept: string;
  /** Narrower than the site's rules, checked with them before any byte is sent (spec 5). */
  restrictions: Pick<UploadRestrictions, 'allowedTypes'>;
  /** Several files at once (the gallery). */
  multiple: boolean;
}

export const UPLOAD_KINDS: Record<UploadKind, UploadKindRules> = {
  image: { accept: 'image/*', restrictions: { allowedTypes: ['image/*'] }, multiple: false },
  gallery: { accept: 'image/*', restrictions: { allowedTypes: ['image/*'] }, multiple: true },
  video: { accept: 'video/*', restrictions: { allowedTypes: ['video/*'] }, multiple: false },
};
