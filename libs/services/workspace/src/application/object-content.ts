import {
  ApiError,
  type ApiCaller,
  type ContentPage,
  type FlowGraph,
  type ObjectView,
  type VersionSummary,
} from '@lomo/service-api';
import type { BlobStore } from '../blob/blob-store';
import { summarizeFlow } from '../flow/flow-graph';
import { objectNotFound } from '../object/object.decider';
import { latestVersion, type ObjectState, type VersionRecord, type WorkspaceObject } from '../object/object.state';

export const FLOW_MEDIA_TYPE = 'application/vnd.lomo.flow+json';

/** Another workspace's object answers exactly like a missing one (no existence leak). */
export function ownedBy(caller: ApiCaller, objectId: string, state: ObjectState): WorkspaceObject {
  if (!state.exists || state.workspaceId !== caller.workspaceId) throw objectNotFound(objectId);
  return state;
}

/** @throws ApiError not_found `version_not_found` */
export function versionOf(object: WorkspaceObject, version?: number): VersionRecord {
  if (version === undefined) return latestVersion(object);
  const record = object.versions[version - 1];
  if (!record)
    throw new ApiError(
      'not_found',
      'version_not_found',
      `${object.name} has no version ${version} (latest is ${latestVersion(object).version})`,
      { objectId: object.objectId, latestVersion: latestVersion(object).version },
    );
  return record;
}

export const summaryOf = (record: VersionRecord): VersionSummary => ({
  version: record.version,
  baseVersion: record.baseVersion,
  author: record.author,
  at: record.at,
  summary: record.change.summary,
  parts: record.change.parts,
  sizeBytes: record.content.sizeBytes,
  sha256: record.content.sha256,
});

/** The versions after `baseVersion`: what the writer had not seen. */
export const changesSince = (object: WorkspaceObject, baseVersion: number): VersionSummary[] =>
  object.versions.slice(baseVersion).map(summaryOf);

/** Reads and decodes the content of one version. */
export class ContentReader {
  constructor(private readonly blobs: BlobStore) {}

  async text(object: WorkspaceObject, record: VersionRecord): Promise<string> {
    return new TextDecoder().decode(await this.blobs.get(object.objectId, record.content.sha256));
  }

  async flow(object: WorkspaceObject, record: VersionRecord): Promise<FlowGraph> {
    return JSON.parse(await this.text(object, record)) as FlowGraph;
  }

  /** A summary that fits in context: documents by size and opening, Flows by node list, media by type. */
  async summary(object: WorkspaceObject, record: VersionRecord): Promise<string> {
    if (object.kind === 'flow') return summarizeFlow(await this.flow(object, record));
    if (!isText(record.content.mediaType)) return `${record.content.mediaType}, ${record.content.sizeBytes} bytes`;
    const text = await this.text(object, record);
    const opening = text.length > 300 ? `${text.slice(0, 300)}…` : text;
    return `${text.length} characters, ${text.split('\n').length} lines. Opening: ${JSON.stringify(opening)}`;
  }

  async page(object: WorkspaceObject, record: VersionRecord, offset = 0, limit?: number): Promise<ContentPage> {
    const { version } = record;
    if (object.kind === 'flow') {
      const nodes = (await this.flow(object, record)).nodes;
      const end = offset + (limit ?? 50);
      return {
        type: 'flow',
        version,
        offset,
        nodes: nodes.slice(offset, end),
        totalNodes: nodes.length,
        ...(end < nodes.length && { nextOffset: end }),
      };
    }
    if (!isText(record.content.mediaType))
      return {
        type: 'blob',
        version,
        mediaType: record.content.mediaType,
        sizeBytes: record.content.sizeBytes,
        sha256: record.content.sha256,
      };
    const text = await this.text(object, record);
    const end = offset + (limit ?? 8_000);
    return {
      type: 'text',
      version,
      offset,
      text: text.slice(offset, end),
      totalChars: text.length,
      ...(end < text.length && { nextOffset: end }),
    };
  }
}

const isText = (mediaType: string) =>
  mediaType.startsWith('text/') || mediaType.endsWith('json') || mediaType.endsWith('+json');

export function objectView(object: WorkspaceObject, record: VersionRecord, summary: string): ObjectView {
  const latest = latestVersion(object);
  return {
    objectId: object.objectId,
    workspaceId: object.workspaceId,
    kind: object.kind,
    name: object.name,
    version: record.version,
    latestVersion: latest.version,
    mediaType: record.content.mediaType,
    sizeBytes: record.content.sizeBytes,
    sha256: record.content.sha256,
    createdAt: object.createdAt,
    updatedAt: latest.at,
    permissions: object.permissions,
    ...(object.provenance && { provenance: object.provenance }),
    linkedTaskIds: Object.keys(object.links),
    summary,
  };
}
