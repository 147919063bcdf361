/**
 * The words the offline rules look for. Lexical, English first with a few French, German and
 * Spanish forms; a configured model replaces these rules (docs/routing.md).
 */
export const STATUS_QUESTION = [
  /\b(what'?s|what is|what are|which|how many)\b.*\b(running|going on|happening|in progress|working on|open|doing|status|active|pending|busy)\b/i,
  /^\s*(status|list (my |the )?tasks|show (me )?(my |the )?tasks|my tasks)\b/i,
  /\bqu'est-ce qui (tourne|est en cours)|\bwas läuft\b|\bqué (está|hay) en (curso|marcha)\b/i,
];

export const WHERE_QUESTION = [/^\s*(where|wo|où|dónde)\b.*\b(is|are|ist|sind|est|sont|está|están)\b/i];

/** A change to something that exists ("make it warmer", "more orange", "instead"). */
export const FOLLOW_UP =
  /\b(make (it|them|this|that|the)|more|less|warmer|cooler|brighter|darker|bigger|smaller|larger|instead|change|again|also|tweak|adjust|redo|fix|update|continue|keep going|another version|add|remove)\b|\b(plus|moins|mehr|weniger|más|menos)\b/i;

/** A pronoun that points at the work just discussed. */
export const POINTS_BACK = /\b(it|that one|this one|them|its)\b/i;

/** A one-off: one generation, no follow-up expected (R-1.3). */
export const ONE_OFF = /\b(quick|quickly|just one|one[- ]off|a single|throwaway|rough)\b/i;

/** Words that carry no subject: ignored when comparing a message with a task. */
export const STOPWORDS = new Set(
  (
    'a an the and or of to in on at for with by from is are be it its this that these those me my i you your we our ' +
    'please can could would will do make made more less some any just like as into than then so very also too again ' +
    'le la les un une des et de du en au aux est pour avec der die das ein eine und zu mit ist el los las unos y con para'
  ).split(' '),
);
