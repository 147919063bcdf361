/**
 * The simulated users of B14: seeded, so two runs of the same size send the same words in the
 * same order. Teams of users share a workspace; half the users hold open-API keys, whose
 * paid calls each wait for a cost card, so cards pile up the way the issue saw them.
 */

export interface SimUser {
  workspaceId: string;
  userId: string;
  kind: 'api' | 'console';
}

export function simulatedUsers(count: number, perTeam: number): SimUser[] {
  return Array.from({ length: count }, (_, i) => ({
    workspaceId: `team-${Math.floor(i / perTeam) + 1}`,
    userId: `user-${i + 1}`,
    kind: i % 2 === 0 ? 'api' : 'console',
  }));
}

// Every one a word the offline planner reads as an image request (libs/llm/src/offline/request-analysis.ts).
const THINGS = [
  'a poster',
  'an illustration',
  'a book cover',
  'a painting',
  'a banner',
  'a logo',
  'an icon',
  'a sketch',
];
const SUBJECTS = [
  'a red cat',
  'a lighthouse at dawn',
  'an owl in a library',
  'a fox in the snow',
  'a harbour at night',
  'a tea garden',
  'a mountain railway',
  'a jazz trio',
  'a desert caravan',
  'a city rooftop garden',
  'a paper boat race',
  'a winter market',
  'a bakery window',
  'a koi pond',
  'a bicycle courier',
  'a robot gardener',
  'a whale under the ice',
  'a hot air balloon festival',
  'a chess tournament',
  'a sunflower field',
  'an old observatory',
  'a night train',
  'a beekeeper',
  'a street violinist',
  'a coral reef',
];
const STYLES = [
  'watercolour',
  'flat vector',
  'linocut',
  'pastel',
  'ink and wash',
  'retro 1970s',
  'pixel art',
  'gouache',
];
const FOLLOW_UPS = [
  'make it warmer',
  'a little brighter, please',
  'add a thin border',
  'use a wider format',
  'fewer details in the background',
  'try softer colours',
];

/** `count` distinct creative requests in a seeded order (THINGS × SUBJECTS × STYLES = 1,600). */
export function requests(count: number, random: () => number): string[] {
  const all = THINGS.flatMap((t) => SUBJECTS.flatMap((s) => STYLES.map((st) => `${t} of ${s}, ${st}`)));
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  // Beyond 1,600 a request is numbered, so no two are the same words.
  return Array.from({ length: count }, (_, i) => (i < all.length ? all[i] : `${all[i % all.length]} (#${i})`));
}

export const followUp = (random: () => number): string => FOLLOW_UPS[Math.floor(random() * FOLLOW_UPS.length)];
