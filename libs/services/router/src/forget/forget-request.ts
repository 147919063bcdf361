import { findDontRemember } from '@lomo/service-api';
import { smallTalk } from '../routing/chit-chat';
import { FORGET_PHRASES, type ForgetPhrases } from './forget-phrases';

/**
 * What a main-thread message asks of the person's memory (issue 28, R-6.7, R-9.5), with the
 * language of the words that asked it (the card and reply speak it, R-2.7):
 * - `forget`: the memories `target` names, in the user's words ("brand colour", "Markenfarbe");
 * - `forget_all`: everything remembered of the person;
 * - `dont_remember`: nothing of this message is to be remembered; `statement` is the rest of
 *   the message — empty when the message is only that ("don't remember this", "forget that"),
 *   which then means the message before.
 */
export type ForgetRequest =
  | { kind: 'forget'; target: string; language: string }
  | { kind: 'forget_all'; language: string }
  | { kind: 'dont_remember'; statement: string; language: string };

/** A statement that is only courtesy ("don't remember this, please") states nothing. */
const COURTESY =
  /^(?:please|pls|thanks|bitte|danke|por favor|gracias|s'il (?:te|vous) plaît|stp|svp|merci|пожалуйста|спасибо|ください|请|谢谢)$/iu;

/** Punctuation and space around the target ("my brand colour!" → "my brand colour"). */
const trimEnds = (text: string) => text.replace(/^[\s\p{P}\p{Pd}]+|[\s\p{P}\p{Pd}]+$/gu, '');

/**
 * The one sentence a request may be: sentences that are only courtesy ("Thanks!") are dropped;
 * a message that says anything more is not a forget request (it goes where routing sends it).
 */
function onlySentence(text: string): string | undefined {
  const sentences = text
    .split(/[.!?。！？;；\n]+/u)
    .map(trimEnds)
    .filter((s) => s !== '' && !smallTalk(s));
  return sentences.length === 1 ? sentences[0] : undefined;
}

/** The request a target makes, once a language's verb matched around it; undefined when it asks nothing of memory. */
function requestFor(phrases: ForgetPhrases, rawTarget: string, all: boolean): ForgetRequest | undefined {
  const { language } = phrases;
  const target = trimEnds(rawTarget);
  if (phrases.cancel?.test(target)) return undefined;
  if (phrases.previous.test(target)) return { kind: 'dont_remember', statement: '', language };
  if (phrases.everything.test(target)) return { kind: 'forget_all', language };
  if (phrases.negation?.test(target) || phrases.oneOff.test(target)) return undefined;
  if (phrases.own && !phrases.own.test(target)) return undefined;
  let named = target;
  for (let before = ''; before !== named;) {
    before = named;
    named = named.replace(phrases.lead, '');
  }
  if (phrases.tail) named = named.replace(phrases.tail, '');
  named = trimEnds(named);
  if (named === '') return undefined;
  // "全部忘れて" / "都忘了" said of the person themself is everything; of a subject, all of that subject.
  if (all && phrases.everything.test(named)) return { kind: 'forget_all', language };
  return { kind: 'forget', target: named, language };
}

/**
 * Pure: whether `text` asks Lomo to forget, in English, German, Spanish, French, Russian,
 * Japanese or Chinese. It fires only on a request made of the whole message (a verb of
 * forgetting at its start, or at its end in Japanese and Chinese), never on a creative
 * request that mentions forgetting ("a poster titled 'Forget me not'") or on an instruction
 * about the work ("forget the background", "forget my brand colour this time").
 */
export function detectForget(text: string): ForgetRequest | undefined {
  const marker = findDontRemember(text);
  if (marker) {
    const statement = COURTESY.test(marker.statement) || smallTalk(marker.statement) ? '' : marker.statement;
    return { kind: 'dont_remember', statement, language: marker.language };
  }
  const sentence = onlySentence(text.normalize('NFC').replace(/[’ʼ]/g, "'"));
  if (!sentence) return undefined;
  for (const phrases of FORGET_PHRASES) {
    for (const request of phrases.requests) {
      const match = request.exec(sentence);
      if (match?.groups?.target) return requestFor(phrases, match.groups.target, !!match.groups.all);
    }
  }
  return undefined;
}
