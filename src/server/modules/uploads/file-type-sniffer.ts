import { fileTypeFromBuffer, supportedExtensions } from 'file-type';

/** Bytes read from the start of a file to tell its type (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

export interface SniffedType {
  mime: string;
  extension: string;
  /**
   * The client's name claims a binary format the bytes are not (a 'poster.png' holding HTML):
   * refused whatever the allowed types say.
   */
  disguised: boolean;
}

/** Extensions file-type answers with one name and clients send with another. */
const SAME_FORMAT: Record<string, string[]> = {
  jpg: ['jpeg', 'jpe', 'jfif'],
  tif: ['tiff'],
  mp4: ['m4v', 'm4p'],
  mov: ['qt'],
  mpg: ['mpeg'],
  mkv: ['mk3d'],
  m4a: ['m4b'],
};

const sameFormat = (detected: string, claimed: string) =>
  detected === claimed || (SAME_FORMAT[detected]?.includes(claimed) ?? false);

const MARKUP_MIMES = new Set(['application/xml', 'text/xml', 'image/svg+xml', 'text/html']);

/** Markup a browser would run or render as a document, matched in a text file's first bytes. */
const ACTIVE_MARKUP: Array<[RegExp, string, string]> = [
  [/<svg[\s>]/i, 'image/svg+xml', 'svg'],
  [/<(!doctype\s+html|html|head|body|script|iframe|object|embed)[\s>]/i, 'text/html', 'html'],
  [/^\s*<\?xml/i, 'application/xml', 'xml'],
];

/** Text formats known by extension (file-type only reads binary signatures). */
const TEXT_MIMES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  json: 'application/json',
  md: 'text/markdown',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  html: 'text/html',
  htm: 'text/html',
  svg: 'image/svg+xml',
  xml: 'application/xml',
};

function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  const text = bytes.toString('utf8');
  // A few replacement characters come from a multi-byte character cut at the sample's end.
  return (text.match(/\uFFFD/g)?.length ?? 0) <= 2;
}

/**
 * The real type of a file from its first bytes; the client's name and mime are not trusted.
 * Binary formats come from file-type's signatures; text is checked for active markup.
 */
export async function sniffFileType(head: Buffer, claimedExtension: string): Promise<SniffedType> {
  const claimed = claimedExtension.toLowerCase();
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  // file-type calls any '<?xml' document XML; an SVG or XHTML inside is told apart below.
  if (detected && !MARKUP_MIMES.has(detected.mime)) {
    return {
      mime: detected.mime,
      extension: sameFormat(detected.ext, claimed) ? claimed : detected.ext,
      disguised: false,
    };
  }
  const claimsBinary = (supportedExtensions as ReadonlySet<string>).has(claimed);
  if (head.length > 0 && looksLikeText(head)) {
    const text = head.toString('utf8');
    const active = ACTIVE_MARKUP.find(([pattern]) => pattern.test(text));
    if (active) return { mime: active[1], extension: active[2], disguised: claimsBinary };
    const known = TEXT_MIMES[claimed];
    return {
      mime: known && !ACTIVE_TYPES.has(known) ? known : 'text/plain',
      extension: claimsBinary ? 'txt' : claimed,
      disguised: claimsBinary,
    };
  }
  // Empty, or binary of a kind file-type does not know: only its name speaks for it.
  return { mime: 'application/octet-stream', extension: claimed, disguised: false };
}

/** Types a browser would execute or render as a document from our origin. */
export const ACTIVE_TYPES: ReadonlySet<string> = new Set([
  'text/html',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/xhtml+xml',
  'text/css',
]);
