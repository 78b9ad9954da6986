import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@pennant/contracts';

/** What the spec's upload widget shows (section 5): the accepted types and the limits. */
export const ACCEPTED_TYPES_LABEL = 'JPG, PNG, HEIC, WebP';
export const ACCEPT_ATTRIBUTE = [
  ...UPLOAD_ACCEPTED_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.heic',
  '.heif',
  '.webp',
].join(',');
export const MAX_FILE_SIZE_LABEL = '10 MB';
export const MAX_SHOWN_RESTRICTIONS = 4;

const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|hei[cf]|webp)$/i;

export interface CandidateFile {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

export interface RestrictionCheck<F extends CandidateFile> {
  accepted: F[];
  /** One message per refused file, in the spec's words. */
  messages: string[];
}

/** HEIC photos often arrive without a MIME type, so the extension counts too. */
export function isAcceptedImage(file: Pick<CandidateFile, 'name' | 'type'>): boolean {
  if ((UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type.toLowerCase())) return true;
  return (
    (file.type === '' || file.type === 'application/octet-stream') &&
    ACCEPTED_EXTENSIONS.test(file.name)
  );
}

function sameFile(a: CandidateFile, b: CandidateFile): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

function pluralFiles(count: number): string {
  return count === 1 ? '1 file' : `${count} files`;
}

/**
 * Which of `incoming` may join `existing`: image types only, at most 10 MB each, 50 in all, no
 * duplicates. The server checks the same limits again by content.
 */
export function checkRestrictions<F extends CandidateFile>(
  existing: CandidateFile[],
  incoming: F[],
): RestrictionCheck<F> {
  const accepted: F[] = [];
  const messages: string[] = [];
  for (const file of incoming) {
    if (
      existing.some((other) => sameFile(other, file)) ||
      accepted.some((other) => sameFile(other, file))
    ) {
      messages.push(`Cannot add the duplicate file '${file.name}', it already exists`);
    } else if (!isAcceptedImage(file)) {
      messages.push(`You can only upload: ${ACCEPTED_TYPES_LABEL}`);
    } else if (file.size > UPLOAD_MAX_FILE_BYTES) {
      messages.push(`${file.name} exceeds maximum allowed size of ${MAX_FILE_SIZE_LABEL}`);
    } else if (existing.length + accepted.length >= UPLOAD_MAX_FILES) {
      messages.push(`You can only upload ${pluralFiles(UPLOAD_MAX_FILES)}`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, messages };
}

/** At most four messages; the rest summarised as "{count} additional restrictions were not fulfilled". */
export function summariseRestrictions(messages: string[]): string[] {
  if (messages.length <= MAX_SHOWN_RESTRICTIONS) return messages;
  const rest = messages.length - MAX_SHOWN_RESTRICTIONS;
  return [
    ...messages.slice(0, MAX_SHOWN_RESTRICTIONS),
    `${rest} additional restrictions were not fulfilled`,
  ];
}
