import {
  alternation,
  avoid,
  fact,
  factFrames,
  monthPrefixes,
  rx,
  taste,
  type Lexicon,
  type PhraseTable,
} from '../phrase-table';

const nouns: Lexicon = [
  [
    'brand colour',
    String.raw`colou?rs?\s+of\s+(?:our|my|the)\s+(?:brand|company)|(?:brand|corporate|company)(?:['’]s)?\s+(?:(?:primary|main|official|signature)\s+)?colou?rs?|(?:primary|main|house|signature|key)\s+(?:brand\s+)?colou?rs?`,
  ],
  ['brand name', String.raw`brand(?:['’]s)?\s+name|product\s+name|name\s+of\s+(?:our|my|the)\s+brand`],
  [
    'company name',
    String.raw`(?:company|business|studio|agency|shop)(?:['’]s)?\s+name|name\s+of\s+(?:our|my|the)\s+(?:company|business|studio|agency|shop)|company|business|studio|agency|firm|startup`,
  ],
  ['slogan', String.raw`slogans?|taglines?|motto`],
  ['logo', String.raw`logos?|logotypes?|brand\s?mark`],
  ['font', String.raw`(?:brand\s+)?fonts?|typefaces?|typography|font\s+famil(?:y|ies)|lettering`],
  ['name', String.raw`(?:first\s+)?name`],
  ['format', String.raw`aspect\s+ratios?|formats?|ratios?|sizes?|dimensions?|resolution|orientation`],
  ['layout', String.raw`layouts?|compositions?`],
  ['style', String.raw`styles?|look|aesthetics?|vibe|design`],
  ['audience', String.raw`(?:target\s+)?audiences?|target\s+group|customers|clients`],
  ['language', String.raw`languages?`],
  ['tone', String.raw`tone\s+of\s+voice|brand\s+voice|tone|voice`],
  ['background', String.raw`backgrounds?`],
  ['colour', String.raw`colou?r\s+palettes?|colou?r\s+codes?|hex(?:\s+codes?)?|colou?rs?|palettes?|shades|hues?|tones`],
];

const values: Lexicon = [
  ['gradient', String.raw`gradients?`],
  ['emoji', String.raw`emojis?|emoticons?`],
  ['language', String.raw`english|german|french|spanish|russian|japanese|chinese|italian|portuguese`],
  ['shadow', String.raw`(?:drop\s+)?shadows?`],
  ['font', String.raw`sans[- ]?serifs?|serifs?|monospaced?|handwritten`],
  ['format', String.raw`square|portrait|landscape|vertical|horizontal|widescreen|\d+\s*[:×x/]\s*\d+|\d+\s*px`],
  [
    'colour',
    String.raw`(?:red|blue|green|yellow|orange|purple|violet|pink|black|white|gr[ae]y|teal|navy|turquoise|beige|brown|gold|silver|magenta|cyan|lilac|lavender|coral|mint|olive|burgundy|maroon|cream|pastel|neon)s?|monochrome|muted|saturated`,
  ],
];

const N = alternation(nouns, true);
/** What a person's business may be, for "our little shop is called…". */
const BUSINESS = String.raw`shop|store|caf[eé]|restaurant|bakery|salon|hotel|studio|agency|company|business|startup|firm|practice|label|boutique|clinic|gym|bar|brewery|podcast|channel|newsletter|app`;
const COPULA = String.raw`\s*[:=—–]\s*|\s+-\s+|\s+(?:is\s+called|is\s+named|are\s+called|will\s+be|should\s+be|remains|is|are|becomes|(?:has\s+|have\s+)?(?:changed|switched|moved)\s+(?:over\s+)?to)\s+|['’]s\s+(?:called\s+)?`;
const MONTH = String.raw`(?<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;
const UNTIL = String.raw`\b(?:until|till|til|through|thru|up\s+(?:to|until))\s+(?:the\s+)?`;
const LASTING = String.raw`always|from\s+now\s+on|going\s+forward|by\s+default|in\s+general|in\s+(?:the\s+)?future|as\s+a\s+rule|every\s+time|henceforth|usually|generally|normally|typically`;

export const en: PhraseTable = {
  lang: 'en',
  spaced: true,
  head: 'last',
  nouns,
  values,
  rules: [
    taste(
      rx`\bmy\s+(?:(?:all[- ]time|absolute)\s+)?(?:favou?rite|preferred|go-to)\s+(?<noun>${N})(?:${COPULA})(?<value>.+)`,
    ),
    taste(rx`^\s*(?<value>.+?)\s+(?:is|are)\s+(?:my|(?<we>our))\s+(?:favou?rite|go-to|thing|jam|style)\b`),
    taste(rx`^\s*(?<value>.+?)\s+(?:works?|looks?)\s+best\s+for\s+(?:me|(?<we>us))\b`),
    ...factFrames({
      owners: 'our|my',
      nouns: N,
      copula: COPULA,
      adjectives: 'new|current|official|main|primary|standard|usual|default|preferred|only',
      articles: 'the',
      reversed: String.raw`\s+(?:is|are|will\s+be|remains)\s+`,
      spaced: true,
    }),
    fact(
      rx`\b(?:our|my)\s+(?:[\p{L}-]+\s+){0,2}?(?:${BUSINESS})\s+(?:is\s+called|is\s+named|goes\s+by|['’]s\s+called)\s+(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(
      rx`\b(?:our|my)\s+(?:[\p{L}-]+\s+){0,2}?brand\s+(?:is\s+called|is\s+named|['’]s\s+called)\s+(?<value>.+)`,
      'brand name',
      'workspace',
    ),
    fact(
      rx`\b(?:as|for)\s+(?:our|the)\s+(?<noun>${N})\s*,?\s+we\s+(?:use|have|chose|picked|went\s+with)\s+(?<value>.+)`,
      undefined,
      'workspace',
    ),
    // "Our campaign colour is pink": a colour of its own, not the brand colour.
    fact(
      rx`\b(?<owner>our|my)\s+(?<mod>[\p{L}-]+)\s+(?<noun>colou?rs?|fonts?|typefaces?|palettes?|formats?|styles?)(?:${COPULA})(?<value>.+)`,
    ),
    fact(rx`\bcall\s+me\s+(?<value>.+)`, 'name', 'user'),
    fact(rx`^\s*(?:primary|main)\s*[:=]\s*(?<value>.+)`, 'brand colour', 'workspace'),
    fact(rx`\bwe(?:\s+are|['’]re)\s+(?:called|named)\s+(?<value>.+)`, 'company name', 'workspace'),
    fact(
      rx`\bwe(?:['’]re|\s+are)\s+an?\s+(?:[\p{L}-]+\s+){0,3}?(?:called\s+|named\s+|[—–:]\s*|-\s+)(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(
      /(?:^|[\s,])[Ww]e(?:['’]re|\s+are)\s+(?<value>\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*)(?=\s*(?:[,.!;]|$))/u,
      'company name',
      'workspace',
    ),
    fact(
      rx`\b(?:I|we)(?:\s+have|['’]ve)?\s+(?:just\s+)?(?:changed|switched|updated|moved)\s+(?<owner>our|my)\s+(?<noun>${N})\s+(?:over\s+)?to\s+(?<value>.+)`,
    ),
    // Capitals matter here ("I'm Maya", not "I'm tired"), so no case folding.
    fact(
      /(?:^|[\s,])(?:I['’]m|I\s+am)\s+(?<value>\p{Lu}\p{Ll}+)(?=\s*(?:[,.!;]|$|\s+and\b|\s+by\s+the\s+way))/u,
      'name',
      'user',
    ),
    fact(
      /(?:^|[\s,])I\s+(?:run|own|founded|manage)\s+(?<value>\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*)/u,
      'company name',
      'workspace',
    ),
    fact(
      /^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey)(?:\s+there)?[,!]?\s+)?(?<value>\p{Lu}\p{Ll}+)\s+(?:here|speaking)\b/u,
      'name',
      'user',
    ),
    fact(
      rx`\b(?:I|(?<we>we))\s+(?:run|own|have|manage|founded|started|work\s+(?:at|for))\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:called|named)\s+(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(
      rx`\b(?:I|we)(?:['’]re|['’]m|\s+are|\s+am)?\s+(?:now\s+)?(?:using|use)\s+(?<value>.+?)\s+as\s+(?:our|my|the)\s+(?:new\s+)?(?<noun>${N})`,
      undefined,
      'workspace',
    ),
    avoid(rx`\b(?:please\s+)?(?:never(?:\s+ever|\s+again)?|don['’]?t\s+ever|do\s+not\s+ever)\s+(?<value>.+)`),
    avoid(rx`\b(?:please\s+)?(?:don['’]?t|do\s+not)\s+(?:use|add|include|put|show)\s+(?<value>.+)`),
    avoid(rx`\bavoid(?:ing)?\s+(?<value>.+)`),
    avoid(
      rx`\b(?:I|(?<we>we))\s+(?:(?:really|absolutely|just|truly)\s+)*(?:hate|dislike|detest|can['’]?t\s+stand|don['’]?t\s+like|do\s+not\s+like|don['’]?t\s+want|do\s+not\s+want)\s+(?<value>.+)`,
    ),
    avoid(rx`^\s*no\s+more\s+(?<value>.+)`),
    avoid(
      rx`^\s*(?<value>.+?)\s+(?:is|are)\s+(?:a\s+)?(?:no-go|no\s+go|not\s+my\s+thing|off[- ]limits|banned|forbidden|not\s+allowed|a\s+hard\s+no)\b`,
    ),
    avoid(rx`(?:^|[,:;]\s*)(?:please\s+)?without\s+(?<value>.+)`),
    avoid(rx`^\s*(?:please\s+)?no\s+(?<value>[^,]+),?\s+(?:ever|at\s+all|never)\b`),
    taste(
      rx`\b(?<we>we)\s+(?:(?:always|usually|mostly|only|generally|normally)\s+)?(?:use|work\s+with|stick\s+to|go\s+with)\s+(?<value>.+)`,
    ),
    taste(
      rx`\b(?:all|every)\s+(?<we>our)\s+(?<thing>(?:[\p{L}-]+\s+){1,3}?)(?:(?:should|must|need\s+to|have\s+to)\s+(?:always\s+)?(?:be|have|use|stay|go)|uses?|are\s+(?:set\s+)?in|come\s+in)\s+(?<value>.+)`,
    ),
    taste(
      rx`\b(?:I|(?<we>we))(?:['’]ve|\s+have)?\s+(?:(?:usually|always|generally|really|much|normally|typically|definitely|tend\s+to|still|also|do|mostly|very\s+much)\s+)*(?:prefer|like|love|enjoy|adore|favou?r|go\s+for|lean\s+towards?|preferred|liked|loved|enjoyed)\s+(?<value>.+)`,
    ),
    taste(rx`\b(?<we>we)(?:['’]re|\s+are)\s+(?:all\s+about|big\s+on|into)\s+(?<value>.+)`),
    taste(
      rx`\b(?<we>our)\s+(?<thing>(?:[\p{L}-]+\s+){1,4}?)(?:are|is|should\s+be|must\s+be)\s+always\s+(?:set\s+in\s+|in\s+|done\s+in\s+)?(?<value>.+)`,
    ),
    taste(
      rx`\b(?:everything|all)\s+(?<we>we)\s+(?:publish|post|make|do|send|print|design|create|put\s+out)\b(?<thing>.*?)\s+(?:is|are|should\s+be|must\s+be)\s+(?<value>.+)`,
    ),
    taste(rx`\b(?<we>we)\s+only\s+(?:do|use|make|post|publish|work\s+with|design\s+in|shoot\s+in)\s+(?<value>.+)`),
    taste(rx`\bI['’]m\s+(?:more\s+)?(?:of\s+)?an?\s+(?<value>.+?)\s+(?:person|guy|girl|fan|lover)\b`),
    taste(rx`\bI['’]m\s+(?:(?:a|such\s+a)\s+)?(?:(?:big|huge|great)\s+)?(?:fan\s+of|into)\s+(?<value>.+)`),
  ],
  joiners: rx`\s*;\s*|,?\s+but\s+|,?\s+(?:and|so)\s+(?=(?:I|we|our|my|never|always|please|don['’]?t|do\s+not|this\s+time|just|avoid|from\s+now\s+on)\b)|,\s*(?=(?:this\s+time|just\s+for\s+this|never|always|from\s+now\s+on)\b(?!\W*$)|(?:I|we)\s+(?!think|guess|mean|believe|suppose|hope))`,
  correction: rx`^\s*(?:(?:actually|correction|update|oops|my\s+bad|I\s+got\s+that\s+wrong|(?:small|quick|little)\s+correction|sorry|to\s+correct\s+myself|let\s+me\s+correct\s+(?:that|myself)|sorry,?\s+I\s+meant|I\s+meant|no,?\s+wait|scratch\s+that|to\s+be\s+precise|I\s+misspoke)\b[\s,:;!.—–-]*)+`,
  once: rx`\bfor\s+the\s+(?:current\s+\p{L}+|\p{L}+\s+(?:we['’]re|I['’]m)\s+(?:doing|making|working\s+on)(?:\s+(?:right\s+)?now)?)\b|\b(?:(?:only|just)\s+(?:for\s+)?today|(?:for\s+)?today\s+only|for\s+today['’]s\s+\p{L}+)\b|^\s*(?:just\s+|only\s+)?for\s+this\s+(?:one|poster|post|flyer|banner|image|video|piece|design|campaign|card|ad|project|task)\b|\b(?:this\s+time|just\s+this\s+once|only\s+this\s+time|(?:just|only)\s+for\s+this\s+(?:one|task|project|poster|post|image|banner|video|piece|job|request)|for\s+this\s+(?:one|task|project|poster|post|image|banner|video|piece|job)\s+only)\b|^\s*(?:(?:and|but|so|also|oh|ok(?:ay)?)[,\s]+)*(?:only|just|solely|exclusively|purely)\s+for\s+(?:the|this|that|these|those|our|my|a|an)\s|\bfor\s+(?:the|this|that|these|those)\s+[^,.;:!?]{1,60}?\s+only\b`,
  durable: rx`\b(?:${LASTING}|never|stick\s+(?:to|with))\b`,
  instruction: rx`^\s*(?:(?:please|and|also|so)[,\s]+)*(?:${LASTING})\b|\b(?:I|we)\b|^\s*(?:(?:please|and|also|so|just)[,\s]+)*(?:use|make|keep|write|add|put|include|go|stick|set|send|deliver|export|reply|respond|answer|sign|design|show|start|end|give|do|stay|render|format|draw|create)\b|(?:always|from\s+now\s+on|going\s+forward|by\s+default|in\s+(?:the\s+)?future|every\s+time|henceforth)\W*$`,
  skip: rx`[?？]|(?<!(?:don['’]?t|do\s+not|never)\s+)\bforget\b|\b(?:don['’]?t\s+remember|do\s+not\s+remember|stop\s+remembering|no\s+need\s+to\s+remember|erase|delete\s+(?:my|our|what|everything))\b`,
  askingToDo: rx`^\s*(?:(?:please|so)[,\s]+)?(?:can|could|would|will)\s+you\b`,
  reaction: rx`^\s*(?:it|this|that|these|those|them|the|your|yours|you|both|all\s+of\s+them|one|how|what|when|where|which|who|so\s+much|a\s+lot|very\s+much)\b`,
  judgement: rx`^\s*(?:too|so|very|a\s+bit|a\s+little|not|kind\s+of|quite|really|pretty|missing|wrong|off|ugly|weird|broken|cut\s+off|hard\s+to|better|worse|bigger|smaller|fine|ok|okay|great|perfect|good|bad|nice|cool|here|there)\b`,
  ruledOut: rx`\s*,\s*(?:not|rather\s+than|instead\s+of)\s+[^,.;!]+$|\s+(?:rather\s+than|instead\s+of)\s+[^,.;!]+$`,
  we: rx`\b(?:we|our|us)\b`,
  me: rx`\b(?:I|me|my|mine|myself|I['’](?:m|ve|d|ll))\b`,
  reports: rx`(?<!\b(?:I|we|you|I['’]ve|we['’]ve)\s+)\b(?:said|says|wrote|writes|told\s+(?:me|us)|tells\s+(?:me|us)|asked\s+(?:me|us|for)|asks\s+(?:me|us|for)|emailed|texted|replied|mentioned|reckons|insists|insisted|(?:is|are|was|were|keeps?|kept)\s+(?:saying|shouting|yelling|telling\s+(?:me|us)|going\s+on\s+about|talking\s+about)|shouts|yells)\b|\baccording\s+to\b`,
  insiders: rx`\b(?:our|my|the)\s+(?:boss|owner|owners|manager|director|founder|editor(?:-in-chief)?|head\s+chef|chef|(?:co-?)?founder|business\s+partner)\b`,
  theirs: rx`\b(?:their|the\s+client['’]s|the\s+customer['’]s)\b`,
  denies: rx`^\s*(?:(?:hmm+|nope|no|oof|uh|ah|eh|oh)[\s,.!…]+)*not\s+(?!a\s+fan|too\b|so\b|sure|really|just|only|yet|now|quite|bad)(?![^,;.]*\b(?:but|instead|rather)\b)|\b(?:we['’]re|we\s+are|I['’]m|I\s+am)\s+not\s+(?!into|a\s+fan|keen|big\s+on|fond|sure|too\b|so\b|really)(?![^,;.]*\b(?:but|instead|rather|anymore|any\s+more)\b)|\bnot\s+(?:ours|mine)\b|\b(?:isn['’]t|is\s+not|aren['’]t|are\s+not)\s+(?:ours|mine)\b`,
  switches: rx`\b(?:switched|changed|moved|swapped)\s+(?:(?:the|our|my|all|everything)\s+)?(?:\p{L}+\s+)?(?:over\s+)?to\b|\b(?:gone|went)\s+(?:over\s+)?to\b|\bnow\s+(?:use|post|print|go\s+with|work\s+in)\b`,
  henceforth: rx`\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+out)?|henceforth|as\s+of\s+(?:now|today)|starting\s+(?:now|today)|from\s+today\s+on|no\s+longer|any\s*more)\b`,
  habitual: rx`\b(?:as\s+(?:always|usual|ever)|like\s+always|same\s+as\s+(?:always|ever|usual)|the\s+usual)\b`,
  house: rx`(?<!\bnot\s+(?:a\s+|the\s+|our\s+|\p{L}+['’]s\s+)?(?:\p{L}+\s+)?)(?<!\b(?:my|my\s+own|as\s+a)\s+)\b(?:rules?|polic(?:y|ies)|regulations?)\b|\bhouse\s+style\b|\b(?:applies|goes)\s+for\s+everyone\b`,
  avoids: rx`\b(?:never|no|without|avoid\p{L}*|hate|dislike|can['’]?t\s+stand|don['’]t\s+(?:use|want|like|put|add|show)|keep\s+.+\s+out|leave\s+(?:out|.+\s+out)|not\s+a\s+fan)\b`,
  plural: rx`^our$`,
  single: rx`^my$`,
  filler: rx`^(?:a|an|the|some|any|more|less|lots?|of|it|its|this|that|these|those|them|they|you|your|my|our|me|us|I|we|use|using|used|try|make|made|go|with|to|be|is|are|please|all|always|usually|generally|really|very|much|just|only|also|do|don|t|not|no|never|ever|again|put|add|include|show|keep|stick|set|get|have|has|like|prefer|love|want|need|big|huge|great|fan|into|one|ones|thing|things|stuff|kind|sort|bit|little|lot|instead|rather|from|now|on|time|for|in|at|by|every|default|future|forward|going)$`,
  phraseEnd: rx`\s+(?:for|in|on|when|with|because|but|and|so|if|at|to|over|than|instead|until|till|unless|whenever|from)\s+`,
  until: [
    rx`${UNTIL}(?:end\s+of\s+)?(?:(?<day>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?)?${MONTH}(?:\s+(?<dayAfter>\d{1,2})(?:st|nd|rd|th)?\b)?(?:,?\s+(?<year>\d{4})\b)?`,
    rx`${UNTIL}end\s+of\s+(?:the\s+|this\s+)?(?:(?<eom>month)|(?<eoy>year))\b`,
    rx`${UNTIL}(?<iso>\d{4}-\d{2}-\d{2})\b`,
  ],
  months: monthPrefixes(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']),
};
