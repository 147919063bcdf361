/** Base of every error the bus reports; `code` is stable for mapping and logs. */
export abstract class MessagingError extends Error {
  abstract readonly code: string;
}

/** Publishing to, or consuming from, a topic that no catalog provisioned through this bus declared. */
export class UnknownTopic extends MessagingError {
  readonly code = 'unknown_topic';
  constructor(readonly topic: string) {
    super(`topic ${topic} is not in a provisioned catalog`);
  }
}

/** Subscribing with a group that no provisioned catalog declared. */
export class UnknownGroup extends MessagingError {
  readonly code = 'unknown_group';
  constructor(readonly group: string) {
    super(`consumer group ${group} is not in a provisioned catalog`);
  }
}

/** A catalog that breaks a naming or consistency rule; `problems` lists each one. */
export class InvalidCatalog extends MessagingError {
  readonly code = 'invalid_catalog';
  constructor(readonly problems: string[]) {
    super(`invalid topic catalog: ${problems.join('; ')}`);
  }
}

/**
 * Thrown by a handler for a message that can never succeed (a reference to something that
 * does not exist, a business rule it breaks): the message goes to the DLQ with reason
 * `rejected` at once, without using up retries.
 */
export class RejectMessage extends MessagingError {
  readonly code: string = 'rejected';
}

/**
 * Thrown for a payload that cannot be decoded when decoding happens inside the handler (a
 * sealed record opens there, ADR 0023): dead-lettered as `decode_failed`, like a decode at the edge.
 */
export class UndecodableMessage extends RejectMessage {
  override readonly code = 'decode_failed';
}
