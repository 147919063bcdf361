import { readAllBytes, type WorkspaceApi } from '@lomo/service-api';
import type { ReferenceSource } from './references';

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Reference images read from the workspace service, confined to the job's workspace. */
export function workspaceReferences(workspace: Pick<WorkspaceApi, 'readBlob'>): ReferenceSource {
  return {
    async read(workspaceId, objectId) {
      const blob = await workspace.readBlob({ workspaceId, userId: 'generation-gateway' }, objectId);
      // A reference goes into one upstream request body whole: it is read into memory.
      const bytes = await readAllBytes(blob.stream);
      return { bytes, mediaType: blob.mediaType, name: `${objectId}.${EXT[blob.mediaType] ?? 'bin'}` };
    },
  };
}
