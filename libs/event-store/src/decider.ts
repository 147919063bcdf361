import type { EventMetadata } from './types';

/**
 * A pure aggregate: `decide(command, state)` returns the events that happen (or throws a
 * typed domain error), `evolve(state, event)` folds one event, `initialState()` starts
 * the fold. No I/O, no clock, no random ids: time and ids arrive in the command.
 */
export interface Decider<Command, Event extends { type: string }, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** An event produced by `decide`, ready to append: the domain event plus its envelope. */
export interface DecidedEvent<Event extends { type: string; data: unknown }> {
  event: Event;
  id: string;
  metadata?: EventMetadata;
}
