import { streamCategory } from './stream-category';

/** workspace's object streams, `object-{objectId}`. */
export const OBJECT_STREAMS = streamCategory('object');

export const objectStreamId = (objectId: string): string => `${OBJECT_STREAMS.category}-${objectId}`;
