import { taskStreamId } from './streams';
import { create, equals, type DescMessage } from '@bufbuild/protobuf';
import { reflect } from '@bufbuild/protobuf/reflect';
import {
  decodeEvent,
  encodeEvent,
  eventSchema,
  eventSchemas,
  type EventTypeName,
  type IntegrationEvent,
} from './event-registry';
import { MalformedMessage, UnknownMessageType } from './errors';
import { EventEnvelopeSchema } from './gen/lomo/common/v1/envelope_pb';
import { TaskCreatedSchema } from './gen/lomo/task_runtime/v1/events_pb';
import { generatedFiles, generatedModule } from './testing/generated-modules';
import { sampleMessage } from './testing/sample-message';

async function allGeneratedMessages(): Promise<DescMessage[]> {
  const modules = await Promise.all(generatedFiles().map(generatedModule));
  return modules
    .flatMap((module) => Object.values(module))
    .filter((value): value is DescMessage => (value as DescMessage)?.kind === 'message');
}

const sampleEvent = (typeName: EventTypeName) => sampleMessage(eventSchema(typeName)) as IntegrationEvent;
const eventTypeNames = [...eventSchemas.keys()];

describe('event registry', () => {
  it('holds every generated message that carries an EventEnvelope, and nothing else', async () => {
    const withEnvelope = (await allGeneratedMessages())
      .filter((schema) => schema.fields.some((field) => field.message?.typeName === EventEnvelopeSchema.typeName))
      .map((schema) => schema.typeName);
    expect([...new Set(withEnvelope)].sort()).toEqual([...eventTypeNames].sort());
  });

  it.each(eventTypeNames)('%s has the envelope as field 1 (the shape the publisher fills)', (typeName) => {
    const envelope = eventSchema(typeName).fields.find((field) => field.name === 'envelope');
    expect(envelope?.number).toBe(1);
  });

  it.each(eventTypeNames)('%s survives encode → decode with every field set', (typeName) => {
    const schema = eventSchema(typeName);
    const event = sampleEvent(typeName);
    expect(schema.fields.filter((field) => !reflect(schema, event).isSet(field)).map((field) => field.name)).toEqual(
      [],
    );
    const decoded = decodeEvent(typeName, encodeEvent(typeName, event));
    expect(decoded.$typeName).toBe(typeName);
    expect(equals(schema, decoded, event)).toBe(true);
  });
});

describe('decodeEvent', () => {
  const typeName = TaskCreatedSchema.typeName;

  it('refuses a type name it does not know with UnknownMessageType', () => {
    const bytes = encodeEvent(typeName, sampleEvent(typeName) as never);
    const error = captureError(() => decodeEvent('lomo.task_runtime.v1.TaskExploded', bytes));
    expect(error).toBeInstanceOf(UnknownMessageType);
    expect(error).toMatchObject({ code: 'unknown_message_type', typeName: 'lomo.task_runtime.v1.TaskExploded' });
  });

  it('refuses a non-event message type (the envelope schema itself) with UnknownMessageType', () => {
    expect(() => decodeEvent(EventEnvelopeSchema.typeName, new Uint8Array())).toThrow(UnknownMessageType);
  });

  it('refuses bytes that are not protobuf with MalformedMessage, keeping the parser error as cause', () => {
    const error = captureError(() => decodeEvent(typeName, new Uint8Array([0xff, 0xff, 0xff, 0xff])));
    expect(error).toBeInstanceOf(MalformedMessage);
    expect(error).toMatchObject({ code: 'malformed_message', typeName });
    expect((error as MalformedMessage).cause).toBeInstanceOf(Error);
  });

  it('refuses a truncated record with MalformedMessage', () => {
    const bytes = encodeEvent(typeName, sampleEvent(typeName) as never);
    expect(() => decodeEvent(typeName, bytes.subarray(0, bytes.length - 3))).toThrow(MalformedMessage);
  });

  it('refuses an event without envelope (empty bytes parse as an empty message) with MalformedMessage', () => {
    expect(() => decodeEvent(typeName, new Uint8Array())).toThrow(/envelope is missing/);
  });
});

describe('encodeEvent', () => {
  const typeName = TaskCreatedSchema.typeName;

  it('refuses a message whose type differs from the header it will travel under', () => {
    const other = sampleEvent('lomo.task_runtime.v1.TaskPurged');
    expect(() => encodeEvent(typeName, other as never)).toThrow(MalformedMessage);
  });

  it('refuses an event without event id, since consumers dedupe on it', () => {
    const event = create(TaskCreatedSchema, { taskId: 't1', envelope: { streamId: taskStreamId('t1') } });
    expect(() => encodeEvent(typeName, event)).toThrow(/event_id is empty/);
  });

  it('refuses an unknown type name', () => {
    expect(() => encodeEvent('lomo.nope.v1.Nothing' as EventTypeName, create(TaskCreatedSchema) as never)).toThrow(
      UnknownMessageType,
    );
  });
});

function captureError(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
