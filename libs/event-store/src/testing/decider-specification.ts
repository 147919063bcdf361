import type { Decider } from '../decider';

/**
 * Given/when/then for deciders, in the style of Emmett's DeciderSpecification:
 *
 *   spec.given([TaskCreated]).when(StartTurn).then([TurnStarted])
 *   spec.given([...]).when(cmd).thenThrows(StaleGeneration)
 */
export const DeciderSpecification = {
  for<C, E extends { type: string }, S>(decider: Decider<C, E, S>) {
    return {
      given(events: E[]) {
        const state = events.reduce(decider.evolve, decider.initialState());
        return {
          when(command: C) {
            const run = () => decider.decide(command, state);
            return {
              then(expected: E[]): void {
                expect(run()).toEqual(expected);
              },
              thenNothingHappens(): void {
                expect(run()).toEqual([]);
              },
              thenThrows<Err extends Error>(
                errorType: new (...args: never[]) => Err,
                check?: (error: Err) => void,
              ): void {
                let thrown: unknown;
                try {
                  run();
                } catch (error) {
                  thrown = error;
                }
                expect(thrown).toBeInstanceOf(errorType);
                check?.(thrown as Err);
              },
            };
          },
        };
      },
    };
  },
};
