import type { sendUnaryData, ServerDuplexStream, ServerReadableStream, ServerUnaryCall } from '@grpc/grpc-js';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Empty as GoogleEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import { Code } from '@eventstore/db-client/generated/code_pb';
import * as shared from '@eventstore/db-client/generated/shared_pb';
import { Status } from '@eventstore/db-client/generated/status_pb';
import {
  AppendReq,
  AppendResp,
  BatchAppendReq,
  BatchAppendResp,
  DeleteReq,
  DeleteResp,
  TombstoneReq,
  TombstoneResp,
} from '@eventstore/db-client/generated/streams_pb';
import type { AppendOutcome, DoubleExpected, DoubleLog, Proposed } from './double-log';
import {
  exceptionError,
  expectedOf,
  streamDeletedError,
  streamIdentifier,
  streamNameOf,
  uuidOf,
  wrongExpectedVersionError,
} from './double-wire';

function proposedOf(message: AppendReq.ProposedMessage | BatchAppendReq.ProposedMessage): Proposed {
  const metadata = message.getMetadataMap();
  return {
    id: uuidOf(message.getId()),
    type: metadata.get('type') ?? '',
    contentType: metadata.get('content-type') ?? 'application/octet-stream',
    data: message.getData_asU8(),
    customMetadata: message.getCustomMetadata_asU8(),
  };
}

/** Streams.Append (client streaming): the path clients take when BatchAppend is not advertised. */
export function handleAppend(log: DoubleLog) {
  return (call: ServerReadableStream<AppendReq, AppendResp>, callback: sendUnaryData<AppendResp>): void => {
    let options: AppendReq.Options | undefined;
    const proposed: Proposed[] = [];
    call.on('data', (request: AppendReq) => {
      if (request.hasOptions()) options = request.getOptions();
      else if (request.hasProposedMessage()) proposed.push(proposedOf(request.getProposedMessage()!));
    });
    call.on('end', () => {
      if (!options) return callback(exceptionError('invalid-argument', 'append without options'));
      const streamId = streamNameOf(options.getStreamIdentifier());
      const expected = expectedOf(options, options.hasRevision() ? options.getRevision() : undefined);
      const outcome = log.append(streamId, expected, proposed);
      if (outcome.kind === 'stream_deleted') return callback(streamDeletedError(streamId));
      if (outcome.kind === 'too_large') {
        return callback(
          exceptionError('maximum-append-size-exceeded', 'Maximum Append Size exceeded', {
            'maximum-append-size': String(outcome.maxAppendSize),
          }),
        );
      }
      if (outcome.kind === 'wrong_expected_version') {
        const wrong = new AppendResp.WrongExpectedVersion();
        if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new shared.Empty());
        else wrong.setCurrentRevision(outcome.current.toString());
        if (expected === 'any') wrong.setExpectedAny(new shared.Empty());
        else if (expected === 'no_stream') wrong.setExpectedNoStream(new shared.Empty());
        else if (expected === 'stream_exists') wrong.setExpectedStreamExists(new shared.Empty());
        else wrong.setExpectedRevision(expected.toString());
        return callback(null, new AppendResp().setWrongExpectedVersion(wrong));
      }
      const success = new AppendResp.Success().setCurrentRevision(outcome.revision.toString());
      if (outcome.position)
        success.setPosition(
          new AppendResp.Position()
            .setCommitPosition(outcome.position.commit.toString())
            .setPreparePosition(outcome.position.prepare.toString()),
        );
      else success.setNoPosition(new shared.Empty());
      callback(null, new AppendResp().setSuccess(success));
    });
  };
}

/** Streams.BatchAppend (bidi): requests are chunks keyed by correlation id until `is_final`. */
export function handleBatchAppend(log: DoubleLog) {
  return (call: ServerDuplexStream<BatchAppendReq, BatchAppendResp>): void => {
    const pending = new Map<string, { options?: BatchAppendReq.Options; proposed: Proposed[] }>();
    call.on('data', (request: BatchAppendReq) => {
      const correlationId = uuidOf(request.getCorrelationId());
      const entry = pending.get(correlationId) ?? { proposed: [] };
      if (request.hasOptions()) entry.options = request.getOptions();
      entry.proposed.push(...request.getProposedMessagesList().map(proposedOf));
      if (!request.getIsFinal()) return void pending.set(correlationId, entry);
      pending.delete(correlationId);
      const options = entry.options!;
      const streamId = streamNameOf(options.getStreamIdentifier());
      const expected = expectedOf(options, options.hasStreamPosition() ? options.getStreamPosition() : undefined);
      const response = new BatchAppendResp()
        .setCorrelationId(new shared.UUID().setString(correlationId))
        .setStreamIdentifier(streamIdentifier(streamId));
      call.write(batchOutcome(response, streamId, expected, log.append(streamId, expected, entry.proposed)));
    });
    call.on('end', () => call.end());
  };
}

function batchOutcome(
  response: BatchAppendResp,
  streamId: string,
  expected: DoubleExpected,
  outcome: AppendOutcome,
): BatchAppendResp {
  if (outcome.kind === 'stream_deleted')
    return response.setError(
      errorStatus(
        'event_store.client.StreamDeleted',
        new shared.StreamDeleted().setStreamIdentifier(streamIdentifier(streamId)),
      ),
    );
  if (outcome.kind === 'too_large')
    return response.setError(
      errorStatus(
        'event_store.client.MaximumAppendSizeExceeded',
        new shared.MaximumAppendSizeExceeded().setMaxappendsize(outcome.maxAppendSize),
      ),
    );
  if (outcome.kind === 'wrong_expected_version') {
    const wrong = new shared.WrongExpectedVersion();
    if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new GoogleEmpty());
    else wrong.setCurrentStreamRevision(outcome.current.toString());
    if (expected === 'any') wrong.setExpectedAny(new GoogleEmpty());
    else if (expected === 'no_stream') wrong.setExpectedNoStream(new GoogleEmpty());
    else if (expected === 'stream_exists') wrong.setExpectedStreamExists(new GoogleEmpty());
    else wrong.setExpectedStreamPosition(expected.toString());
    return response.setError(errorStatus('event_store.client.WrongExpectedVersion', wrong));
  }
  const success = new BatchAppendResp.Success().setCurrentRevision(outcome.revision.toString());
  if (outcome.position)
    success.setPosition(
      new shared.AllStreamPosition()
        .setCommitPosition(outcome.position.commit.toString())
        .setPreparePosition(outcome.position.prepare.toString()),
    );
  else success.setNoPosition(new GoogleEmpty());
  return response.setSuccess(success);
}

function errorStatus(typeName: string, details: { serializeBinary(): Uint8Array }): Status {
  const packed = new Any();
  packed.pack(details.serializeBinary(), typeName);
  return new Status().setCode(Code.FAILED_PRECONDITION).setMessage(typeName).setDetails(packed);
}

/** Streams.Tombstone and Streams.Delete share one shape: options, then a position or an error. */
export function handleDelete(log: DoubleLog, hard: boolean) {
  return (
    call: ServerUnaryCall<TombstoneReq | DeleteReq, TombstoneResp | DeleteResp>,
    callback: sendUnaryData<TombstoneResp | DeleteResp>,
  ): void => {
    const options = call.request.getOptions()!;
    const streamId = streamNameOf(options.getStreamIdentifier());
    const expected = expectedOf(options, options.hasRevision() ? options.getRevision() : undefined);
    const outcome = hard ? log.tombstone(streamId, expected) : log.softDelete(streamId, expected);
    if (outcome.kind === 'stream_deleted') return callback(streamDeletedError(streamId));
    if (outcome.kind === 'wrong_expected_version')
      return callback(wrongExpectedVersionError(streamId, expected, outcome.current));
    const response = hard ? new TombstoneResp() : new DeleteResp();
    const position = outcome.kind === 'written' ? outcome.position : undefined;
    if (position)
      response.setPosition(
        new TombstoneResp.Position()
          .setCommitPosition(position.commit.toString())
          .setPreparePosition(position.prepare.toString()),
      );
    else response.setNoPosition(new shared.Empty());
    callback(null, response);
  };
}
