import { smallTalk } from '../routing/chit-chat';
import { detectLanguage } from './detect-language';

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/**
 * English small talk ("ok", "hi", "thx", "cool") is typed by people of every language; a greeting
 * in another language ("guten Tag", "привет", "你好") names its writer's.
 */
const greetingLanguage = (text: string, recent?: string) => {
  const language = smallTalk(text)?.language;
  return language === 'en' && recent && primary(recent) !== 'en' ? undefined : language;
};

/**
 * The language a post is recorded and answered in (R-2.7, issue 27): the one of the person's
 * own words when they tell it (a greeting names its language however short); a line too short
 * or unsure keeps the language the person has been writing in (`recent`, their last entry's)
 * rather than the client's setting, which is the app's, not the person's; the client's only
 * when the thread has none. A client tag that agrees is kept as given ("fr-CA" for French words).
 */
export function languageOfPost(text: string, client?: string, recent?: string): string | undefined {
  const words = detectLanguage(text) ?? greetingLanguage(text, recent);
  if (!words) return recent ?? client;
  return client && primary(client) === words ? client : words;
}
