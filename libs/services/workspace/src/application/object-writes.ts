import {
  ApiError,
  type DocumentChange,
  type FlowEditResult,
  type FlowNodeEdit,
  type ObjectAuthor,
  type WriteResult,
} from '@lomo/service-api';
import type { BlobStore } from '../blob/blob-store';
import { applyFragmentEdits, fragmentLabel } from '../document/fragment-edits';
import { describeTextChange } from '../document/text-change';
import { applyFlowEdits, describeFlowChange } from '../flow/flow-edits';
import { validateFlow } from '../flow/flow-graph';
import type { ObjectCommand } from '../object/object.commands';
import type { ChangeDescription } from '../object/object.events';
import { latestVersion, type WorkspaceObject } from '../object/object.state';
import { changesSince, type ContentReader, FLOW_MEDIA_TYPE, versionOf } from './object-content';

/** Limits of what one object version may hold. */
export interface WorkspaceLimits {
  /** @default 52428800 (50 MiB) */
  maxContentBytes: number;
  /** @default 500 */
  maxFlowNodes: number;
}

export interface WriteContext {
  blobs: BlobStore;
  reader: ContentReader;
  limits: WorkspaceLimits;
  author: ObjectAuthor;
  at: string;
}

/** A prepared write: the command to decide (none = nothing changed) and the answer once it committed. */
export interface PreparedWrite<R> {
  command?: ObjectCommand;
  result: () => R;
}

/** A stream that passed the limit while it was stored: its size is not known, only that it is too much. */
export const streamTooLarge = (limits: WorkspaceLimits) =>
  new ApiError('invalid', 'content_too_large', `content exceeds the limit of ${limits.maxContentBytes} bytes`, {
    limit: limits.maxContentBytes,
  });

export function checkSize(bytes: number, limits: WorkspaceLimits): void {
  if (bytes > limits.maxContentBytes)
    throw new ApiError(
      'invalid',
      'content_too_large',
      `content is ${bytes} bytes; the limit is ${limits.maxContentBytes}`,
      { sizeBytes: bytes, limit: limits.maxContentBytes },
    );
}

const stale = (object: WorkspaceObject, baseVersion: number, reason: string, extra: Record<string, unknown> = {}) =>
  new ApiError(
    'conflict',
    'stale_version',
    `${object.name} changed since v${baseVersion} (now v${latestVersion(object).version}): ${reason}; re-read it before writing`,
    {
      objectId: object.objectId,
      currentVersion: latestVersion(object).version,
      changedSince: changesSince(object, baseVersion),
      ...extra,
    },
  );

function requireKind(object: WorkspaceObject, kind: 'document' | 'flow'): void {
  if (object.kind !== kind)
    throw new ApiError('invalid', `not_a_${kind}`, `${object.name} is a ${object.kind}, not a ${kind}`, {
      objectId: object.objectId,
      kind: object.kind,
    });
}

async function commit<R>(
  object: WorkspaceObject,
  baseVersion: number,
  bytes: Uint8Array,
  mediaType: string,
  change: ChangeDescription,
  ctx: WriteContext,
  result: (version: number) => R,
): Promise<PreparedWrite<R>> {
  checkSize(bytes.byteLength, ctx.limits);
  const { sha256, sizeBytes } = await ctx.blobs.put(object.objectId, bytes);
  const onTopOf = latestVersion(object).version;
  return {
    command: {
      type: 'CommitVersion',
      onTopOf,
      baseVersion,
      author: ctx.author,
      content: { sha256, sizeBytes, mediaType },
      change,
      at: ctx.at,
    },
    result: () => result(onTopOf + 1),
  };
}

/**
 * A full replace needs the latest version as its base. Fragment edits apply to the latest
 * version as long as every fragment still occurs exactly once there (the writer's region is
 * untouched); when one does not and the base is stale, the writer must re-read.
 */
export async function prepareDocumentUpdate(
  object: WorkspaceObject,
  input: { baseVersion: number; change: DocumentChange },
  ctx: WriteContext,
): Promise<PreparedWrite<WriteResult>> {
  requireKind(object, 'document');
  const { baseVersion, change } = input;
  versionOf(object, baseVersion);
  const latest = latestVersion(object);
  if (change.type === 'replace' && baseVersion !== latest.version)
    throw stale(object, baseVersion, 'a full rewrite needs the latest version as its base');
  const current = await ctx.reader.text(object, latest);
  let next = change.type === 'replace' ? change.text : '';
  if (change.type === 'fragments') {
    const applied = applyFragmentEdits(current, change.edits);
    if ('failure' in applied) {
      const { code, index, occurrences } = applied.failure;
      const what = `edit ${index + 1} (${JSON.stringify(fragmentLabel(change.edits[index].oldText))}) ${code === 'fragments_overlap' ? 'overlaps another' : `occurs ${occurrences} times`}`;
      if (baseVersion !== latest.version && code !== 'empty_fragment')
        throw stale(object, baseVersion, what, { failedEdit: index, reason: code });
      throw new ApiError('invalid', code, `${what}; a fragment must occur exactly once; nothing was changed`, {
        objectId: object.objectId,
        failedEdit: index,
        occurrences,
      });
    }
    next = applied.text;
  }
  const changedSince = changesSince(object, baseVersion);
  if (next === current) return { result: () => ({ objectId: object.objectId, version: latest.version, changedSince }) };
  const description = describeTextChange(current, next);
  if (change.type === 'fragments') description.parts = change.edits.map((e) => fragmentLabel(e.oldText));
  return commit(
    object,
    baseVersion,
    new TextEncoder().encode(next),
    latest.content.mediaType,
    description,
    ctx,
    (version) => ({ objectId: object.objectId, version, changedSince }),
  );
}

/** Per-node edits of a Flow (R-7.3); refused whole only when no edit applies or the result is not a valid graph. */
export async function prepareFlowEdit(
  object: WorkspaceObject,
  input: { baseVersion: number; edits: FlowNodeEdit[] },
  ctx: WriteContext,
): Promise<PreparedWrite<FlowEditResult>> {
  requireKind(object, 'flow');
  versionOf(object, input.baseVersion);
  const latest = latestVersion(object);
  const outcome = applyFlowEdits(
    await ctx.reader.flow(object, latest),
    object.nodeChangedIn,
    input.baseVersion,
    input.edits,
  );
  const changedSince = changesSince(object, input.baseVersion);
  if (outcome.appliedNodeIds.length === 0) {
    throw stale(object, input.baseVersion, `every edited node changed after v${input.baseVersion}`, {
      rejected: outcome.rejected,
    });
  }
  validateFlow(outcome.flow, ctx.limits.maxFlowNodes);
  const answer = (version: number): FlowEditResult => ({
    objectId: object.objectId,
    version,
    changedSince,
    appliedNodeIds: outcome.appliedNodeIds,
    rejected: outcome.rejected,
  });
  if (outcome.changes.length === 0) return { result: () => answer(latest.version) };
  const bytes = new TextEncoder().encode(JSON.stringify(outcome.flow));
  return commit(object, input.baseVersion, bytes, FLOW_MEDIA_TYPE, describeFlowChange(outcome.changes), ctx, answer);
}
