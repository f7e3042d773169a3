import type { UploadSettings } from '@common/settings/site-settings';
import { restrictionsFromSettings } from '@common/uploads/settings-restrictions';
import {
  parseTypeList,
  restrictionError,
  type RestrictionMessage,
  type UploadCandidate,
  type UploadRestrictions,
} from '@common/uploads/upload-restrictions';

/** An input's own rules, written as the settings are ('image/*', '.PDF'), in the check's form. */
function narrowerRestrictions(rules: Partial<UploadRestrictions>): UploadRestrictions {
  return {
    maxFileSize: rules.maxFileSize ?? null,
    allowedTypes: parseTypeList((rules.allowedTypes ?? []).join(',')),
    blockedTypes: parseTypeList((rules.blockedTypes ?? []).join(',')),
  };
}

/**
 * Spec 5's early check, before any byte is sent: the site's rules first, then the input's
 * narrower ones (an image field, a video field). Null when the file may be uploaded.
 */
export function uploadRestrictionError(
  file: UploadCandidate,
  settings: Pick<UploadSettings, 'max_size_mb' | 'allowed_types' | 'blocked_types'>,
  narrower: Partial<UploadRestrictions> = {},
): RestrictionMessage | null {
  return (
    restrictionError(file, restrictionsFromSettings(settings)) ??
    restrictionError(file, narrowerRestrictions(narrower))
  );
}
