/**
 * The harder B11 sets that are seen (each run once held out, then opened): the builder of each by
 * its `--set` name, for the benchmark (`harder.ts`, which adds the held-out set) and the diagnosis
 * (`harder-diagnose.ts`, which reads only these).
 */
import { buildPeople } from './harder-people';
import { buildPeople2 } from './harder2-people';
import { buildPeople3 } from './harder3-people';
import { buildPeople4, type Person4 } from './harder4-people';
import { buildPeople5 } from './harder5-people';
import { buildPeople6 } from './harder6-people';
import { buildPeople7 } from './harder7-people';
import { buildPeople8 } from './harder8-people';
import { buildPeople9 } from './harder9-people';
import { buildPeople10 } from './harder10-people';
import { buildPeople11 } from './harder11-people';
import { buildPeople12 } from './harder12-people';
import { buildPeople13 } from './harder13-people';
import { buildPeople14 } from './harder14-people';
import { buildPeople15 } from './harder15-people';
import { buildPeople16 } from './harder16-people';
import { buildPeople17 } from './harder17-people';
import { buildPeople18 } from './harder18-people';
import { buildPeople19 } from './harder19-people';
import { buildPeople20 } from './harder20-people';
import { buildPeople21 } from './harder21-people';
import { buildPeople22 } from './harder22-people';
import { buildPeople23 } from './harder23-people';

export const SEEN_SETS: Record<string, (perLanguage: number) => Person4[]> = {
  h: buildPeople,
  h2: buildPeople2,
  h3: buildPeople3,
  h4: buildPeople4,
  h5: buildPeople5,
  h6: buildPeople6,
  h7: buildPeople7,
  h8: buildPeople8,
  h9: buildPeople9,
  h10: buildPeople10,
  h11: buildPeople11,
  h12: buildPeople12,
  h13: buildPeople13,
  h14: buildPeople14,
  h15: buildPeople15,
  h16: buildPeople16,
  h17: buildPeople17,
  h18: buildPeople18,
  h19: buildPeople19,
  h20: buildPeople20,
  h21: buildPeople21,
  h22: buildPeople22,
  h23: buildPeople23,
};
