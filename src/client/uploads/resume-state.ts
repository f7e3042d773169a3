/**
 * Where a direct multipart upload keeps its uploadId and key between page loads (spec 9: "resume
 * state kept locally under a key from the file fingerprint"). Picking the same file again after
 * a reload finds them and resumes: the parts already sent are listed, only the rest are sent.
 */

/** What identifies a picked file across page loads (spec 3's client file). */
export interface FingerprintSource {
  name: string;
  size: number;
  lastModified: number;
  type: string;
}

export interface MultipartResumeState {
  uploadId: string;
  key: string;
}

const KEY_PREFIX = 'cinedex.upload.multipart.';

/** The same file gives the same fingerprint: its name, size, last change and type. */
export function fileFingerprint(file: FingerprintSource): string {
  return [file.name, file.size, file.lastModified, file.type || 'unknown']
    .map((part) => encodeURIComponent(String(part)))
    .join('-');
}

export function resumeStateKey(fingerprint: string): string {
  return `${KEY_PREFIX}${fingerprint}`;
}

/** Private browsing and full quotas make localStorage throw; resuming is then simply off. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readResumeState(fingerprint: string): MultipartResumeState | null {
  try {
    const raw = storage()?.getItem(resumeStateKey(fingerprint));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<MultipartResumeState>;
    return typeof value.uploadId === 'string' && typeof value.key === 'string'
      ? { uploadId: value.uploadId, key: value.key }
      : null;
  } catch {
    return null;
  }
}

export function saveResumeState(fingerprint: string, state: MultipartResumeState): void {
  try {
    storage()?.setItem(resumeStateKey(fingerprint), JSON.stringify(state));
  } catch {
    // Not kept: the upload still runs, it just cannot resume after a reload.
  }
}

export function forgetResumeState(fingerprint: string): void {
  try {
    storage()?.removeItem(resumeStateKey(fingerprint));
  } catch {
    // Nothing was kept.
  }
}
