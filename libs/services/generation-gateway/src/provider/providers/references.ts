/** A reference image's bytes, read when a request carries workspace object ids (edits, image-to-video). */
export interface ReferenceImage {
  bytes: Uint8Array;
  mediaType: string;
  name: string;
}

/** Reads a workspace's reference objects for adapters that must upload them (OpenAI edits, Replicate, fal). */
export interface ReferenceSource {
  read(workspaceId: string, objectId: string): Promise<ReferenceImage>;
}

/** No workspace in this process: a request with references cannot be built. */
export const NO_REFERENCES: ReferenceSource = {
  read: (_workspaceId, objectId) => Promise.reject(new Error(`no workspace to read reference ${objectId} from`)),
};

/** A reference as a `data:` URI (Replicate and fal accept them wherever a file URL goes). */
export const dataUri = (image: ReferenceImage): string =>
  `data:${image.mediaType};base64,${Buffer.from(image.bytes).toString('base64')}`;
