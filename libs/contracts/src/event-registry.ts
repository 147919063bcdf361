import { fromBinary, toBinary, type DescMessage, type Message } from '@bufbuild/protobuf';
import type { GenMessage } from '@bufbuild/protobuf/codegenv2';
import { EventEnvelopeSchema, type EventEnvelope } from './gen/lomo/common/v1/envelope_pb';
import * as billingEvents from './gen/lomo/billing/v1/events_pb';
import * as generationEvents from './gen/lomo/generation_gateway/v1/events_pb';
import * as memoryEvents from './gen/lomo/memory/v1/events_pb';
import * as routerEvents from './gen/lomo/router/v1/events_pb';
import * as taskRuntimeEvents from './gen/lomo/task_runtime/v1/events_pb';
import * as workspaceEvents from './gen/lomo/workspace/v1/events_pb';
import { MalformedMessage, UnknownMessageType } from './errors';

/**
 * The generated modules that define integration events. An event is any message in them whose
 * `envelope` field is an EventEnvelope; the spec checks that no such message exists elsewhere
 * in the generated code, so this list cannot silently fall behind `proto/`.
 */
const eventModules = [billingEvents, generationEvents, memoryEvents, routerEvents, taskRuntimeEvents, workspaceEvents];

type MessagesOf<Module> = Module extends unknown
  ? { [K in keyof Module]: Module[K] extends GenMessage<infer Shape> ? Shape : never }[keyof Module]
  : never;
type WithEnvelope<M> = M extends unknown ? ('envelope' extends keyof M ? M : never) : never;

/** Every integration event message, as a union discriminated by `$typeName`. */
export type IntegrationEvent = WithEnvelope<MessagesOf<(typeof eventModules)[number]>>;

/** Fully qualified protobuf type name of an event, e.g. `lomo.task_runtime.v1.TaskCreated`: the Kafka `type` header. */
export type EventTypeName = IntegrationEvent['$typeName'];

/** The event message type for one type name. */
export type EventOf<Name extends EventTypeName> = Extract<IntegrationEvent, { $typeName: Name }>;

function isEventSchema(value: unknown): value is DescMessage {
  const desc = value as DescMessage;
  return (
    desc?.kind === 'message' &&
    desc.fields.some((field) => field.name === 'envelope' && field.message?.typeName === EventEnvelopeSchema.typeName)
  );
}

/** Type name → schema of every integration event. */
export const eventSchemas: ReadonlyMap<EventTypeName, DescMessage> = new Map(
  eventModules
    .flatMap((module) => Object.values(module))
    .filter(isEventSchema)
    .map((schema) => [schema.typeName as EventTypeName, schema]),
);

export function isEventTypeName(typeName: string): typeName is EventTypeName {
  return eventSchemas.has(typeName as EventTypeName);
}

/** @throws UnknownMessageType */
export function eventSchema(typeName: string): DescMessage {
  const schema = eventSchemas.get(typeName as EventTypeName);
  if (!schema) throw new UnknownMessageType(typeName);
  return schema;
}

/**
 * Consumers dedupe on the envelope's event id and key by its stream id; an event without them
 * would be redelivered forever or land on a random partition, so it is refused at both edges.
 */
function checkEnvelope(typeName: string, envelope: EventEnvelope | undefined): void {
  if (!envelope) throw new MalformedMessage(typeName, 'envelope is missing');
  if (!envelope.eventId) throw new MalformedMessage(typeName, 'envelope.event_id is empty');
  if (!envelope.streamId) throw new MalformedMessage(typeName, 'envelope.stream_id is empty');
}

/**
 * Serializes an event for the bus. `typeName` goes in the record's header; it must match the
 * message, which is checked because the header is what the consumer will trust.
 * @throws UnknownMessageType, MalformedMessage
 */
export function encodeEvent<Name extends EventTypeName>(typeName: Name, message: EventOf<Name>): Uint8Array {
  const schema = eventSchema(typeName);
  const actual = (message as Message).$typeName;
  if (actual !== typeName) throw new MalformedMessage(typeName, `message is a ${actual}`);
  checkEnvelope(typeName, message.envelope);
  return toBinary(schema, message as Message);
}

/**
 * Parses an event received from the bus, given the type name from its header. Unknown fields
 * (from a newer producer) are kept, so re-publishing does not lose them.
 * @throws UnknownMessageType, MalformedMessage
 */
export function decodeEvent<Name extends EventTypeName>(typeName: Name, bytes: Uint8Array): EventOf<Name>;
export function decodeEvent(typeName: string, bytes: Uint8Array): IntegrationEvent;
export function decodeEvent(typeName: string, bytes: Uint8Array): IntegrationEvent {
  const schema = eventSchema(typeName);
  let event: IntegrationEvent;
  try {
    event = fromBinary(schema, bytes) as IntegrationEvent;
  } catch (error) {
    throw new MalformedMessage(typeName, error instanceof Error ? error.message : String(error), { cause: error });
  }
  checkEnvelope(typeName, event.envelope);
  return event;
}
