import type { UploadSettings } from '@common/settings/site-settings';
import { bytesFromMegabytes } from './upload-limits';
import { parseTypeList, type UploadRestrictions } from './upload-restrictions';

/** The rules of the 'uploading' settings tab as spec 5's check takes them (client and server). */
export function restrictionsFromSettings(
  settings: Pick<UploadSettings, 'max_size_mb' | 'allowed_types' | 'blocked_types'>,
): UploadRestrictions {
  return {
    maxFileSize: bytesFromMegabytes(settings.max_size_mb),
    allowedTypes: parseTypeList(settings.allowed_types),
    blockedTypes: parseTypeList(settings.blocked_types),
  };
}
