/** Base of the errors the contracts layer reports; `code` is stable for logs and DLQ headers. */
export abstract class ContractError extends Error {
  abstract readonly code: string;
}

/**
 * The type name (e.g. from a Kafka header) names no integration event this build knows.
 * A consumer should dead-letter the record rather than retry it: retrying cannot help.
 */
export class UnknownMessageType extends ContractError {
  readonly code = 'unknown_message_type';
  constructor(readonly typeName: string) {
    super(`unknown integration event type ${JSON.stringify(typeName.slice(0, 200))}`);
  }
}

/** The bytes or the message are not a valid event of the named type. Dead-letter, do not retry. */
export class MalformedMessage extends ContractError {
  readonly code = 'malformed_message';
  constructor(
    readonly typeName: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`malformed ${typeName}: ${reason}`, options);
  }
}
