import { fileTypeFromBuffer } from 'file-type';
import type { ObjectKind } from '@lomo/service-api';
import { refuse } from '../http/problem';
import { mislabelled, UPLOAD_KINDS } from './media-types';

/** file-type reads at most this much of the start of a file to tell its type. */
export const SNIFF_BYTES = 4100;

/** What an upload's bytes are, told by file-type. */
export interface SniffedMedia {
  mediaType: string;
  kind: ObjectKind;
}

/**
 * Tells an upload's type from its first bytes (file-type), never from what the client says,
 * and refuses what this API does not store: no bytes (415 empty_upload), bytes that are no
 * medium of UPLOAD_KINDS (415 unsupported_media), or a declared type the bytes contradict
 * (415 media_type_mismatch). One judge for both ways in: a multipart part's `Content-Type` and a
 * resumable upload's `filetype` metadata are the `declared` type.
 */
export async function sniffMedia(head: Buffer, declared: string | undefined): Promise<SniffedMedia> {
  // No bytes is no medium at all (415, like any other bytes that are none).
  if (head.length === 0) throw refuse(415, 'empty_upload', 'the file is empty');
  const detected = (await fileTypeFromBuffer(head))?.mime;
  const kind = detected ? UPLOAD_KINDS[detected] : undefined;
  if (!detected || !kind)
    throw refuse(
      415,
      'unsupported_media',
      `the bytes are not a medium this API stores${detected ? ` (${detected})` : ''}: ${Object.keys(UPLOAD_KINDS).join(', ')}`,
      { detected: detected ?? null },
    );
  if (mislabelled(declared, detected))
    throw refuse(415, 'media_type_mismatch', `the file says ${declared} but its bytes are ${detected}`, {
      declared,
      detected,
    });
  return { mediaType: detected, kind };
}
