import type { DialogueAct } from '../../libs/services/router/src/acts/dialogue-act';
import { TRAINING_SET } from '../router-acts/training-set';
import type { Conversation } from '../router-heldout/conversation';

/** The seen sets' labelled acts as the act model names them (a repeat or a line the labels ask about is no one act). */
const ACT_OF: Readonly<Record<string, DialogueAct>> = {
  new_request: 'new_request',
  one_off: 'one_off',
  follow_up_edit: 'follow_up',
  correction: 'correction',
  status_question: 'status',
  craft_question: 'craft',
  greeting: 'greeting',
  cancel_or_pause: 'cancel',
  forget_request: 'forget',
};

export interface ActLine {
  /** `acts` (bench/router-acts) or the routing set the line comes from. */
  set: string;
  act: DialogueAct;
  text: string;
}

/**
 * The act model's training lines in the `--acts-from-sets` what-if (route27g, not shipped: ADR
 * 0068): the hand-written act set and every labelled line of the seen routing sets but `leftOut` —
 * people's own follow-ups, questions and greetings in six languages, where the act set has short
 * textbook lines only.
 */
export function actLines(
  seen: ReadonlyMap<string, readonly Conversation[]>,
  leftOut?: string,
  /** How many times the act set counts: its lines are each act's clearest examples. */
  actSetWeight = 1,
): ActLine[] {
  const prototypes: ActLine[] = TRAINING_SET.map(([act, , text]) => ({ set: 'acts', act, text }));
  const out = Array.from({ length: actSetWeight }, () => prototypes).flat();
  for (const [set, conversations] of seen) {
    if (set === leftOut) continue;
    for (const c of conversations)
      for (const m of c.messages) {
        const act = ACT_OF[m.act];
        if (act) out.push({ set, act, text: m.text });
      }
  }
  return out;
}
