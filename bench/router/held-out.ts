import type { Case, Kind, Outcome } from './dataset';

type Line = [text: string, kind: Kind, expect: Outcome, key?: string, lang?: string];

/**
 * A held-out conversation (B10): written after the offline rules were tuned on
 * `buildCases`, and never tuned on — other works, other phrasings (requests without an
 * article, "I'd love…", synonyms the lexical rules cannot know). Its accuracy is the honest
 * estimate of the rules on unseen wording. `key` on a create names the work; on an attach or
 * ask it is the work meant (`a|b` for a card offering both).
 */
const LINES: Line[] = [
  ['a watercolour of a fishing village at sunset', 'new', 'create_persistent', 'village'],
  ['make the sky more pink', 'pronoun', 'attach', 'village'],
  ['can you design a label for our homemade plum jam?', 'new', 'create_persistent', 'jam'],
  ['the jam label should mention it is organic', 'description', 'attach', 'jam'],
  ['I’d love a portrait of my cat Miso sleeping', 'new', 'create_persistent', 'miso'],
  ['give Miso a blue blanket', 'description', 'attach', 'miso'],
  ['the fishing village needs a few boats in the harbour', 'switch', 'attach', 'village'],
  ['what are you working on?', 'question', 'answer_in_main'],
  ['a quick doodle of a snail', 'one_off', 'create_lightweight'],
  ['let’s do an infographic about recycling rates in Europe', 'new', 'create_persistent', 'recycling'],
  ['use bar charts instead of pie charts', 'pronoun', 'attach', 'recycling'],
  ['the recycling infographic should have a dark theme', 'description', 'attach', 'recycling'],
  ['where is the plum jam label?', 'question', 'answer_in_main'],
  ['make the kitten look more relaxed', 'description', 'attach', 'miso'],
  ['poster for the school science fair', 'new', 'create_persistent', 'science'],
  ['the science fair poster needs the school logo', 'description', 'attach', 'science'],
  ['add a volcano to it', 'pronoun', 'attach', 'science'],
  ['can you make a banner for the science fair too?', 'new', 'create_persistent', 'sciencebanner'],
  ['the poster for the science fair should be yellow', 'description', 'attach', 'science'],
  ['a label for our homemade plum jam', 'duplicate', 'attach', 'jam'],
  ['a watercolour of a fishing village at sunset', 'duplicate', 'attach', 'village'],
  ['just a rough icon of a bell', 'one_off', 'create_lightweight'],
  ['une illustration pour mon livre de recettes', 'new', 'create_persistent', 'recettes', 'fr'],
  ['les couleurs du livre de recettes doivent être plus chaudes', 'description', 'attach', 'recettes', 'fr'],
  ['ein Foto von unserem Garten im Frühling', 'new', 'create_persistent', 'garten', 'de'],
  ['das Gartenfoto bitte etwas heller', 'description', 'attach', 'garten', 'de'],
  ['una postal de Navidad para mis abuelos', 'new', 'create_persistent', 'navidad', 'es'],
  ['la postal de Navidad con más nieve', 'description', 'attach', 'navidad', 'es'],
  ['was läuft gerade?', 'question', 'answer_in_main', undefined, 'de'],
  ['the village painting: add seagulls', 'return', 'attach', 'village'],
  ['Miso’s portrait in a golden frame', 'return', 'attach', 'miso'],
  ['a thank-you card for my colleague Priya', 'new', 'create_persistent', 'priya'],
  ['write thanks for everything on Priya’s card', 'description', 'attach', 'priya'],
  ['make it a bit more formal', 'pronoun', 'attach', 'priya'],
  ['how many things are in progress?', 'question', 'answer_in_main'],
  ['the banner: bigger letters', 'description', 'attach', 'sciencebanner'],
  ['the science fair: use the school colours green and white', 'ambiguous', 'ask_user', 'science|sciencebanner'],
  ['a thank-you card for Priya, my colleague', 'near_duplicate', 'ask_user', 'priya'],
  ['a single test image of a coffee cup', 'one_off', 'create_lightweight'],
  ['an animation of the recycling numbers', 'new', 'create_persistent', 'recyclinganim'],
  ['where is the portrait of Miso?', 'question', 'answer_in_main'],
  ['change the font on the jam label to something rounder', 'return', 'attach', 'jam'],
  ['la couverture du livre de recettes avec une tarte', 'description', 'attach', 'recettes', 'fr'],
  ['im Garten sollen mehr Tulpen blühen', 'description', 'attach', 'garten', 'de'],
  ['¿dónde está la postal de Navidad?', 'question', 'answer_in_main', undefined, 'es'],
  ['a logo for a dog-walking business called Happy Paws', 'new', 'create_persistent', 'paws'],
  ['Happy Paws logo with a paw print', 'description', 'attach', 'paws'],
  ['now in orange', 'pronoun', 'attach', 'paws'],
];

/** The held-out conversation as labelled cases (day 1 throughout; no busy day). */
export function buildHeldOut(): Case[] {
  return LINES.map(([text, kind, expect, key, lang], i) => {
    const keys = key?.split('|') ?? [];
    const creates = expect === 'create_persistent' ? key : undefined;
    return {
      n: i + 1,
      day: 1,
      text,
      lang: lang ?? 'en',
      kind,
      expect,
      ...(creates ? { creates } : {}),
      ...(expect === 'attach' ? { task: keys[0] } : {}),
      ...(expect === 'ask_user'
        ? { tasks: keys, ...(kind === 'near_duplicate' ? { alsoCorrect: ['attach' as const] } : {}) }
        : {}),
      ...(kind === 'near_duplicate' ? { task: keys[0] } : {}),
    };
  });
}
