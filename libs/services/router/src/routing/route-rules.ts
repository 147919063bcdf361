/**
 * The words the offline rules look for. Lexical, English first with French, German, Spanish
 * and a few Russian forms; a configured model replaces these rules (docs/routing.md).
 */
export const STATUS_QUESTION = [
  /\b(what'?s|what is|what are|which|how many)\b.*\b(running|going on|happening|in progress|working on|open|doing|status|active|pending|busy)\b/i,
  /^\s*(status|list (my |the )?tasks|show (me )?(my |the )?tasks|my tasks)\b/i,
  /\bqu'est-ce qui (tourne|est en cours)|\bwas läuft\b|\bqué (está|hay) en (curso|marcha)\b|что (сейчас )?(идёт|в работе)/iu,
];

export const WHERE_QUESTION = [
  /^\s*(where|wo|où|dónde)\b.*\b(is|are|ist|sind|est|sont|está|están)\b/i,
  /^\s*(¿\s*dónde|où (est|sont)|wo (ist|sind)|где)(?![\p{L}])/iu,
];

/** A change to something that exists ("make it warmer", "more orange", "instead"), in the languages above. */
export const FOLLOW_UP =
  /\b(make (it|them|this|that|the)|more|less|warmer|cooler|brighter|darker|bigger|smaller|larger|instead|change|again|also|tweak|adjust|redo|fix|update|continue|keep going|another version|add|remove)\b|\b(plus|moins|mehr|weniger|más|menos|mach|bitte|rends|fais|change|ajoute|hazlo|ponlo|cámbialo|añade)\b|(сделай|измени|добавь|ярче|темнее)/iu;

/** A pronoun that points at the work just discussed. */
export const POINTS_BACK = /\b(it|that one|this one|them|its)\b|\b(le|la|les|es|ihn|lo|los)\b|(его|её|ее|их)/iu;

/**
 * A request for new work: opens with an indefinite article or a request phrase ("a poster
 * for…", "une affiche…", "ein Plakat…", "I need a…"). A reference to existing work is
 * definite ("the poster…", "Rosa's card…") — the clearest lexical cue the rules have.
 */
export const NEW_REQUEST =
  /^\s*(please\s+)?((can|could) you\s+)?((make|create|draw|design|paint|generate|give) me\s+|i (need|want|would like)\s+|(make|create|draw|design|paint|generate)\s+)?(a|an|some|another|un|une|des|ein|eine|einen|uno|una|unos|unas)\s/i;

/** A one-off: one generation, no follow-up expected (R-1.3). */
export const ONE_OFF = /\b(quick|quickly|just one|one[- ]off|a single|throwaway|rough)\b/i;

/** Words that carry no subject: ignored when comparing a message with a task. */
export const STOPWORDS = new Set(
  (
    'a an the and or of to in on at for with by from is are be it its this that these those me my i you your we our ' +
    'please can could would will do make made more less some any just like as into than then so very also too again ' +
    'should needs need want wants put add give try use let bit little now but still one all them there here up down ' +
    'quick quickly just single rough throwaway new ' +
    'le la les un une des et de du en au aux est pour avec sur dans plus doit fais rends ajoute mets merci ' +
    'der die das den dem ein eine einen und zu mit ist im für bitte noch mach von beim fehlt ' +
    'el los las unos una y con para del al en por favor más pon añade ' +
    'для на в и о про с сделай'
  ).split(' '),
);
