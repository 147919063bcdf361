import { decodeEvent, encodeEvent, type EventOf, type EventTypeName } from '@lomo/contracts';
import type { MessageType } from '@lomo/messaging';

/** A protobuf integration event as a bus `MessageType`: the type header is its full type name. */
export function eventMessageType<Name extends EventTypeName>(typeName: Name): MessageType<EventOf<Name>> {
  return {
    type: typeName,
    encode: (event) => encodeEvent(typeName, event),
    decode: (bytes) => decodeEvent(typeName, bytes),
  };
}

/** The envelope of an integration event published from a recorded domain event (shared by every outbox). */
export { envelopeOf } from '@lomo/contracts';
