import type { ObjectKind } from '@lomo/service-api';

/**
 * The media an upload may be, by the type its bytes show (never the type it claims), and the
 * workspace object kind each becomes. What is not here is refused (415).
 */
export const UPLOAD_KINDS: Readonly<Record<string, ObjectKind>> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  'audio/mpeg': 'audio',
  'audio/wav': 'audio',
  'audio/ogg': 'audio',
  'audio/flac': 'audio',
  'audio/x-flac': 'audio',
  'audio/aac': 'audio',
  'model/gltf-binary': 'model3d',
};

/** Other names clients use for the same media. */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
  'audio/x-flac': 'audio/flac',
  'audio/flac': 'audio/flac',
  'video/x-m4v': 'video/mp4',
  'audio/mp4': 'video/mp4',
  'audio/x-m4a': 'video/mp4',
  'video/ogg': 'audio/ogg',
};

const normal = (type: string) => {
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return ALIASES[bare] ?? bare;
};

/** Types that claim nothing: a part sent without its own type is `text/plain` to busboy. */
const NO_CLAIM = new Set(['application/octet-stream', 'text/plain', '']);

/**
 * Whether the part's declared type contradicts its bytes: a PNG sent as `image/jpeg` or a video
 * as `image/png` is mislabelled and refused, so a client never believes it stored what it did not.
 */
export function mislabelled(declared: string | undefined, detected: string): boolean {
  const claim = normal(declared ?? '');
  return !NO_CLAIM.has(claim) && claim !== normal(detected);
}
