import type { ActReading, DialogueAct } from './dialogue-act';
import { letterAct } from './letter-act';

const read = (act: DialogueAct): ActReading => ({ act, probability: 0.8, margin: 0.5, runnerUp: 'follow_up' });
const unsure: ActReading = { abstained: 'no act sure enough' };

describe('letterAct: the act of a letter, from its ask and its whole text (ADR 0083)', () => {
  it.each([
    ['the whole reads as new work, the ask as a follow-up', 'new_request', 'follow_up', 'ask'],
    ['the whole reads as a greeting, the ask as a follow-up', 'greeting', 'follow_up', 'ask'],
    ['the whole reads as a one-off, the ask as a correction', 'one_off', 'correction', 'ask'],
    ['both read as new work', 'new_request', 'one_off', 'ask'],
    ['the whole reads as a greeting, the ask (an introduction) as new work', 'greeting', 'new_request', 'whole'],
    ['the whole reads as new work, the ask (a check-in) as a greeting', 'new_request', 'greeting', 'whole'],
    ['the whole reads as a status question, the ask as a one-off', 'status', 'one_off', 'whole'],
  ] as const)('%s: the %s’s reading… %s', (_, whole, ask, stands) => {
    const [w, a] = [read(whole), read(ask)];
    expect(letterAct(a, w)).toBe(stands === 'ask' ? a : w);
  });

  it('given either reading unsure, then the ask’s reading stands', () => {
    expect(letterAct(unsure, read('greeting'))).toBe(unsure);
    const a = read('new_request');
    expect(letterAct(a, unsure)).toBe(a);
  });
});
