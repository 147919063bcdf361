/**
 * A message type and its wire format. `decode` is the validation at the Kafka edge: when it
 * throws, the message goes straight to the group's dead-letter topic (`decode_failed`),
 * never to a retry — the bytes will not get better.
 */
export interface MessageType<T> {
  /** The type name carried in the `message-type` header; the TypeScript type's name. */
  readonly type: string;
  encode(payload: T): Uint8Array;
  decode(bytes: Uint8Array): T;
}

/** Catch-all type name: a binding for it receives every message no other binding claims. */
export const ANY_TYPE = '*';

/** Every message, undecoded: dead-letter readers, bridges, benchmarks. */
export const anyMessage: MessageType<Uint8Array> = {
  type: ANY_TYPE,
  encode: (payload) => payload,
  decode: (bytes) => bytes,
};

/**
 * A JSON message type. `validate` narrows the parsed value and throws when it does not fit;
 * without it any well-formed JSON is accepted. Protobuf types (libs/contracts) implement
 * `MessageType` the same way.
 */
export function jsonMessageType<T>(
  type: string,
  validate: (value: unknown) => T = (value) => value as T,
): MessageType<T> {
  return {
    type,
    encode: (payload) => Buffer.from(JSON.stringify(payload)),
    decode: (bytes) =>
      validate(JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'))),
  };
}
