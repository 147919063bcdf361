import { hasWord } from '../offline/segments';
import { rx, type Lang, type PhraseTable } from '../offline/phrase-table';
import { CLAUSE_BREAK } from './denials';
import { saysOnce, tableOf } from './statement-slots';

/**
 * Someone else's values set against the person's are not theirs (issue 28, ADR 0073). People say
 * what they are by what the shop next door, a competitor or "the other studio" is: "the bakery
 * across the road is all pink, we're not like them", "no como la tienda de enfrente, que usa
 * rojo", "die Konkurrenz hat alles in Grau", "конкуренты напротив все в жёлтом", "对面那家是橙色的，
 * 我们不要像他们", "向かいの店は全部黒ですけど、うちは違います". The heads read the neighbour's colour
 * as the person's, so such a clause is cut before reading: a clause that names the other party
 * (`OTHER_PARTY`: a neighbour by where it is, a competitor, a comparison "not like…"), and in such a
 * sentence a clause said of "them" (`THEM`), unless the person speaks in it first ("we never do
 * blue like them"). When the person's own voice comes later in the clause ("…all grey we don't want
 * to look like that"), the clause is read from there. Closed-class words per language.
 */
const OTHER_PARTY: Partial<Record<Lang, RegExp>> = {
  en: rx`\b(?:across\s+the\s+(?:road|street|way)|over\s+the\s+road|next\s+door|opposite|down\s+the\s+(?:road|street)|competitors?|competition|rivals?|the\s+other\s+(?:shop|studio|school|place|caf[eé]|bakery|salon|bar|gym|store|brand|guys)|not\s+like\s+(?:them|those|the)|like\s+them)\b`,
  es: rx`\b(?:de\s+al\s+lado|de\s+enfrente|de\s+la\s+esquina|la\s+competencia|competidor\p{L}*|el\s+otro\s+(?:local|taller|bar|grupo|estudio|negocio)|la\s+otra\s+(?:tienda|escuela|academia|panader\p{L}+)|no\s+como|como\s+ellos|como\s+(?:usa|usan|pone|ponen|hace|hacen)\s+(?:el|la|los|las)|parecer(?:nos)?\s+a)\b`,
  de: rx`\b(?:gegenüber|nebenan|drüben|Konkurren\p{L}*|Mitbewerber\p{L}*|(?:nicht|nie)\s+wie\s+(?:die|der|das)|wie\s+die\s+(?:sein|aussehen))\b`,
  ru: rx`\b(?:напротив|через\s+дорогу|по\s+соседству|конкурент\p{L}*|соседи|не\s+как\s+у|не\s+как\s+они|как\s+они|как\s+у\s+них)\b`,
  zh: /隔壁|对面|同行的|竞争对手|不要像|不像|跟他们一样|和他们一样|跟他一样/u,
  ja: /向かいの|となりの|隣の|同業の|ライバル|競合|まねしたくない|真似したくない|みたいにしたくない/u,
};

/** "They", said of the other party in a sentence that names one: what they have is theirs. */
const THEM: Partial<Record<Lang, RegExp>> = {
  en: rx`\b(?:they|they['’](?:re|ve)|them|their|theirs)\b`,
  es: rx`\b(?:ellos|ellas)\b`,
  de: rx`\b(?:die\s+(?:haben|nehmen|machen|sind|benutzen|nutzen)|deren)\b`,
  ru: rx`\b(?:они|у\s+них|их)\b`,
  zh: /他们|她们|人家/u,
  ja: /あちら|向こう|あれは/u,
};

/** The person turns to the task at hand ("please", "only this time", "ください"): the other party's part is over. */
const ASKS: Partial<Record<Lang, RegExp>> = {
  en: rx`\b(?:please|pls|only|just)\b`,
  es: rx`\b(?:por\s+favor|porfa|solo|sólo)\b`,
  de: rx`\b(?:bitte|nur)\b`,
  ru: rx`\b(?:пожалуйста|только)\b`,
  zh: /请|只有|这次/u,
  ja: /ください|お願い|だけ/u,
};

/** Where the person first speaks in the clause ("we", "our", "I"), or -1. */
function ownVoiceAt(clause: string, t: PhraseTable): number {
  const at = [t.we.exec(clause), t.me.exec(clause)].flatMap((m) => (m ? [m.index] : []));
  return at.length ? Math.min(...at) : -1;
}

/**
 * The sentence without the clauses said of another party it sets the person against: itself when
 * it names none, else the pieces the person says themselves, each a substring of the sentence.
 */
export function notSetAgainst(sentence: string): string[] {
  const t = tableOf(sentence);
  const party = t && OTHER_PARTY[t.lang];
  if (!t || !party?.test(sentence)) return [sentence];
  const them = THEM[t.lang];
  const kept: Array<[number, number]> = [];
  // Once a clause is said of the other party, what follows is theirs too ("the other studio, <name>,
  // has <typeface>") until the person speaks again or asks for the task at hand ("please", "only for…").
  let theirs = false;
  const breaks = [...sentence.matchAll(CLAUSE_BREAK)];
  for (const [i, b] of [...breaks, undefined].entries()) {
    const start = i === 0 ? 0 : breaks[i - 1].index + breaks[i - 1][0].length;
    const end = b ? b.index : sentence.length;
    const clause = sentence.slice(start, end);
    const marks = [party.exec(clause), them?.exec(clause)].flatMap((m) => (m ? [m.index] : []));
    const mark = marks.length ? Math.min(...marks) : -1;
    const own = ownVoiceAt(clause, t);
    const once = saysOnce(clause, t) || !!ASKS[t.lang]?.test(clause);
    if (mark < 0 && theirs && own < 0 && !once) continue;
    theirs = own < 0 && (mark >= 0 || (theirs && !once));
    if (mark < 0 || (own >= 0 && own < mark)) {
      kept.push([start, end]);
      continue;
    }
    // Chinese and Japanese name the party after where it is ("隔壁的…", "向かいの…"): what a run-on
    // said before that is the person's own.
    if (!t.spaced && mark > 0) kept.push([start, start + mark]);
    if (own > mark) kept.push([start + own, end]);
  }
  // Neighbouring kept clauses stay one piece, as the person said them.
  const pieces: string[] = [];
  let run: [number, number] | undefined;
  for (const [s, e] of kept) {
    if (run && !hasWord(sentence.slice(run[1], s))) run[1] = e;
    else {
      if (run) pieces.push(sentence.slice(run[0], run[1]));
      run = [s, e];
    }
  }
  if (run) pieces.push(sentence.slice(run[0], run[1]));
  return pieces.map((p) => p.trim()).filter(hasWord);
}
