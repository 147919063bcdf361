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
    String.raw`(?:Marken|Firmen|Haus|Unternehmens|Haupt|Primär|CI|Corporate)-?farben?|Farben?\s+(?:der|unserer|meiner)\s+Marke`,
  ],
  ['brand name', String.raw`Markenname|Produktname`],
  [
    'company name',
    String.raw`(?:Firmen|Unternehmens|Agentur|Studio)name|Name\s+(?:der|unserer|meiner|unseres|meines)\s+(?:Firma|Agentur|Unternehmens|Studios|Ladens)|Firma|Unternehmen|Agentur|Studio|Laden|Startup|Betrieb`,
  ],
  ['slogan', String.raw`Slogans?|Claims?|Motto|Leitspruch`],
  ['logo', String.raw`Logos?|Bildmarke|Wortmarke`],
  [
    'font',
    String.raw`(?:Marken|Haus|Firmen|Lieblings)?schrift(?:art)?(?:en)?|Schriftarten?|Typo(?:grafie|graphie)|Fonts?`,
  ],
  ['name', String.raw`(?:Vor)?name`],
  ['format', String.raw`(?:Bild|Seiten)?formate?|Seitenverhältnis(?:se)?|Größen?|Abmessungen|Auflösung|Ausrichtung`],
  ['layout', String.raw`Layouts?|Komposition(?:en)?|Aufbau|Gestaltung`],
  ['style', String.raw`Stil(?:e|richtung)?|Look|Ästhetik|Design`],
  ['audience', String.raw`Zielgruppen?|Publikum|Kund(?:en|schaft)`],
  ['language', String.raw`Sprachen?`],
  ['tone', String.raw`Tonalität|Tonfall|Ton|Ansprache|Markenstimme`],
  ['background', String.raw`Hintergr(?:u|ü)nde?`],
  ['colour', String.raw`\p{L}*farben?|Farbpalette|\p{L}*farbtöne|Töne|Farbgebung|Farbwelt`],
];

const values: Lexicon = [
  ['gradient', String.raw`(?:Farb)?verl(?:ä|a)ufe?|Gradienten?`],
  ['emoji', String.raw`Emojis?|Smileys?`],
  ['language', String.raw`Deutsch|Englisch|Französisch|Spanisch|Russisch|Japanisch|Chinesisch|Italienisch`],
  ['style', String.raw`minimalis\p{L}*|schlicht\p{L}*|clean`],
  ['shadow', String.raw`(?:Schlag)?schatten`],
  ['font', String.raw`serifenlos\p{L}*|Serifen\p{L}*|Grotesk\p{L}*|Antiqua`],
  ['format', String.raw`quadratisch\p{L}*|Hochformat|Querformat|vertikal\p{L}*|horizontal\p{L}*`],
  [
    'colour',
    String.raw`(?:rot|blau|grün|gelb|orange|lila|violett|rosa|pink|schwarz|weiß|weiss|grau|türkis|petrol|beige|braun|gold|silber|marine|pastell|gedeckt|knallig|dunkel\p{L}+|hell\p{L}+)(?:e|en|er|es|em|töne)?`,
  ],
];

const N = alternation(nouns, true);
const BRAND_PREFIX = String.raw`Marken|Firmen|Haus|Unternehmens|Haupt|Primär|CI|Corporate`;
const OWNERS = String.raw`unser(?:e|er|es|en|em)?|mein(?:e|er|es|en|em)?`;
const ADJECTIVES = String.raw`neue?[nrs]?|aktuelle?[nrs]?|offizielle?[nrs]?|übliche?[nrs]?`;
const COPULA = String.raw`\s*[:=—–]\s*|\s+-\s+|\s+(?:ist|sind|lautet|lauten|heißt|heißen|heisst|bleibt|wird|wechselt\s+(?:zu|auf))\s+`;
const MONTH = String.raw`(?<month>Januar|Jänner|Februar|März|Maerz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b`;
const LASTING = String.raw`immer|ab\s+jetzt|von\s+nun\s+an|künftig|zukünftig|in\s+Zukunft|standardmäßig|grundsätzlich|generell|ab\s+sofort|stets|jedes\s+mal|normalerweise|meistens`;

export const de: PhraseTable = {
  lang: 'de',
  spaced: true,
  head: 'last',
  nouns,
  values,
  rules: [
    taste(rx`\bmeine?\s+Lieblings-?(?<noun>\p{L}+)(?:${COPULA})(?<value>.+)`),
    // "Unsere Kampagnenfarbe ist Pink": a colour of its own, not the brand colour.
    fact(
      rx`\b(?:(?:ist|sind)\s+)?(?<owner>${OWNERS})\s+(?<mod>(?!${BRAND_PREFIX}|Lieblings)\p{L}+?)(?<noun>farben?)(?:${COPULA}|\s+(?=\p{L}))(?<value>.+)`,
    ),
    ...factFrames({
      owners: OWNERS,
      nouns: N,
      copula: COPULA,
      adjectives: ADJECTIVES,
      articles: 'der|die|das',
      reversed: String.raw`\s+(?:ist|sind|bleibt)\s+`,
      spaced: true,
    }),
    fact(
      rx`\b(?:${OWNERS})\s+(?:[\p{L}-]+\s+){0,2}?(?:Hotel|Laden|Caf[eé]|Restaurant|Bäckerei|Praxis|Salon|Geschäft|Firma|Agentur|Studio|Unternehmen|Betrieb|Shop|Konditorei|Buchhandlung)\s+(?:hei(?:ß|ss)t|nennt\s+sich|trägt\s+den\s+Namen)\s+(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(
      rx`\bals\s+(?:unsere?\s+)?(?<noun>${N})\s+(?:nutzen|verwenden|benutzen|haben|nehmen)\s+wir\s+(?<value>.+)`,
      undefined,
      'workspace',
    ),
    // Verb second: "Eigentlich ist unsere Markenfarbe Dunkelblau", "Bis März ist die Markenfarbe Blau".
    fact(
      rx`\b(?:ist|sind|lautet|bleibt|heißt)\s+(?<owner>${OWNERS}|der|die|das)\s+(?:(?:${ADJECTIVES})\s+)*?(?<noun>${N})\s+(?:(?:jetzt|nun|doch|eigentlich|ab\s+sofort|wieder)\s+)*(?<value>.+)`,
    ),
    fact(rx`\bich\s+hei(?:ß|ss)e\s+(?<value>.+)`, 'name', 'user'),
    fact(/\b[Hh]ier\s+(?:ist|spricht)\s+(?<value>\p{Lu}\p{Ll}+)/u, 'name', 'user'),
    fact(
      /\b[Ww]ir\s+sind\s+(?:die\s+|der\s+|das\s+)?(?<value>\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)+)/u,
      'company name',
      'workspace',
    ),
    // German nouns are capitalised too: only a greeting makes "ich bin Jonas" a name.
    fact(
      /(?:hallo|hi|hey|moin|servus|guten\s+(?:tag|morgen|abend))[,!]?\s+ich\s+bin\s+(?<value>\p{Lu}\p{Ll}+)/iu,
      'name',
      'user',
    ),
    fact(
      rx`\b(?:ich\s+)?(?:habe|führe|leite|besitze|(?<we>wir\s+(?:haben|führen|sind)))\s+(?:eine?n?|die|das|den)\s+(?:[\p{L}-]+\s+){0,3}?(?:namens|mit\s+dem\s+Namen|(?:die|der|das)\s+hei(?:ß|ss)t)\s+(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(rx`\b(?:meine|unsere)\s+Marke\s+hei(?:ß|ss)t\s+(?<value>.+)`, 'brand name', 'workspace'),
    fact(rx`\bwir\s+(?:hei(?:ß|ss)en|nennen\s+uns)\s+(?<value>.+)`, 'company name', 'workspace'),
    avoid(
      rx`\b(?:bitte\s+)?(?:(?<we>wir)\s+)?(?:(?:verwenden|nutzen|benutzen)\s+)?(?:nie|niemals|nie\s+wieder|keinesfalls|auf\s+keinen\s+fall)\s+(?<value>.+)`,
    ),
    avoid(
      rx`\b(?:verwende|verwendet|verwenden\s+Sie|benutze|benutzt|benutzen\s+Sie|nutze|nutzt|nutzen\s+Sie|nimm|nehmt|nehmen\s+Sie|setz|setzt|setzen\s+Sie)\s+(?:bitte\s+)?(?:nie|niemals|keine?[nrs]?)\s+(?<value>.+)`,
    ),
    avoid(rx`\bvermeide\p{L}*\s+(?<value>.+)`),
    avoid(rx`^\s*(?<value>.+?)\s+(?:kann|mag)\s+ich\s+(?:gar\s+)?nicht\s+(?:leiden|ausstehen|sehen)\b`),
    avoid(rx`\bich\s+kann\s+(?<value>.+?)\s+(?:gar\s+)?nicht\s+(?:leiden|ausstehen)\b`),
    avoid(rx`\b(?:ich|(?<we>wir))\s+(?:mag|mögen|will|wollen)\s+keine?[nrs]?\s+(?<value>.+)`),
    avoid(rx`\b(?:ich|(?<we>wir))\s+(?:hasse|hassen|verabscheue)\s+(?<value>.+)`),
    avoid(rx`\b(?:ich|(?<we>wir))\s+(?:mag|mögen)\s+(?<value>.+?)\s+(?:gar\s+)?nicht\b`),
    avoid(rx`^\s*(?<value>.+?)\s+(?:mag\s+ich|mögen\s+wir|gefallen\s+mir|gefällt\s+mir)\s+(?:gar\s+)?nicht\b`),
    avoid(rx`(?:^|[,:;]\s*)(?:bitte\s+)?(?:keine|ohne)\s+(?<value>.+)`),
    avoid(
      rx`^\s*(?<value>.+?)\s+finde\s+ich\s+(?:\p{L}+\s+)?(?:unprofessionell|hässlich|schrecklich|furchtbar|doof|blöd|nervig|schlimm|kitschig|überflüssig|altbacken)\b`,
    ),
    avoid(rx`^\s*(?<value>.+?)\s*,?\s*(?:bitte\s+)?(?:immer\s+)?(?:weglassen|vermeiden|streichen)\b`),
    taste(rx`^\s*(?<value>.+?)\s+sind\s+(?:meine|(?<we>unsere))\s+(?:Favoriten|Lieblinge|Lieblings\p{L}+)\b`),
    taste(
      rx`\b(?<we>wir)\s+(?:(?:immer|meistens|nur|grundsätzlich|generell)\s+)?(?:verwenden|nutzen|benutzen|arbeiten\s+mit|setzen\s+auf)\s+(?<value>.+)`,
    ),
    taste(
      rx`\b(?:ich\s+(?:mag|liebe|bevorzuge)|(?<we>wir\s+(?:mögen|lieben|bevorzugen)))\s+(?:(?:lieber|sehr|besonders|eher|immer|grundsätzlich|generell)\s+)*(?<value>.+)`,
    ),
    taste(
      rx`\b(?:(?:mag|liebe|bevorzuge)\s+ich|(?<we>(?:mögen|lieben|bevorzugen)\s+wir))\s+(?:(?:lieber|sehr|besonders|eher|am\s+liebsten|immer)\s+)*(?<value>.+)`,
    ),
    taste(rx`\b(?:mir|(?<we>uns))\s+gefall(?:t|en)\s+(?:(?:besonders|am\s+besten|sehr)\s+)*(?<value>.+)`),
    taste(rx`^\s*(?<value>.+?)\s+(?:gefällt|gefallen)\s+(?:mir|(?<we>uns))\b`),
    taste(rx`^\s*(?<value>.+?)\s+mag\s+ich\b`),
    taste(
      rx`\bam\s+liebsten\s+(?:(?:mag|nehme|nutze|verwende|habe|arbeite)\s+(?:ich|(?<we>wir))\s+(?:mit\s+)?)?(?<value>.+)`,
    ),
    taste(rx`\bich\s+stehe\s+auf\s+(?<value>.+)`),
    taste(
      rx`\b(?:ich|(?<we>wir))\s+finden?\s+(?<value>.+?)\s+(?:(?:einfach|total|sehr|richtig)\s+)?(?:schön|toll|gut|super|klasse|am\s+besten|besser)\b`,
    ),
  ],
  joiners: rx`\s*;\s*|,?\s+aber\s+|,?\s+doch\s+|,?\s+jedoch\s+|,?\s+und\s+(?=(?:nie|niemals|immer|unser\p{L}*|mein\p{L}*|ich|wir|diesmal|bitte|habe|haben|führe)\b)|,\s*(?=(?:diesmal|dieses\s+mal|nie|niemals|immer)\b)`,
  correction: rx`^\s*(?:(?:eigentlich|kleine\s+Korrektur|korrektur|ups|hoppla|mein\s+Fehler|ich\s+habe\s+mich\s+vertan|ich\s+korrigiere|korrigiere|genauer\s+gesagt|ich\s+meinte|sorry|moment|pardon|berichtigung|verzeihung)\b[\s,:;!.—–-]*)+`,
  once: rx`\b(?:nur\s+(?:für\s+)?heute|heute\s+(?:nur|ausnahmsweise)|dieses\s+eine\s+Mal)\b|^\s*(?:nur\s+)?(?:für|bei)\s+diese[nmrs]?\s+\p{L}+|\b(?:diesmal|dieses\s+mal|nur\s+dieses\s+(?:eine\s+)?mal|ausnahmsweise|nur\s+(?:für|bei)\s+(?:diese[nrms]?|dieses)\s+\p{L}+)\b|^\s*(?:(?:und|aber|also|ach|ok)[,\s]+)*(?:nur|bloß|lediglich|ausschließlich|einzig|allein)\s+(?:(?:für|bei|zu)\s+(?:de[nmrs]|die|das|diese[nmrs]?|jene[nmrs]?|unse?re?[nmrs]?|mein\p{L}*|ein\p{L}*)|zum|zur|beim|fürs)\b`,
  durable: rx`\b(?:${LASTING}|nie|niemals)\b`,
  instruction: rx`^\s*(?:(?:bitte|und|auch)[,\s]+)*(?:${LASTING})\b|\b(?:ich|wir|mir|uns|bitte|verwende|verwendet|nutze|nutzt|benutze|benutzt|mach|macht|schreib\p{L}*|setz\p{L}*|nimm|nehmt|füge|fügt|halte|haltet|antworte|antwortet|liefere|liefert|gestalte|gestaltet)\b`,
  skip: rx`[?？]|\bvergiss(?!\s+nicht)\b|\b(?:vergessen\s+Sie|vergesst|merk\s+dir\s+(?:das\s+)?nicht|nicht\s+merken|lösch\p{L}*)\b`,
  askingToDo: rx`^\s*(?:kannst|könntest|können\s+Sie|könnten\s+Sie)\b`,
  reaction: rx`^\s*(?:es|das|dies\p{L}*|ihn|sie|den\s+(?:ersten|zweiten|letzten)|die\s+(?:erste|zweite|letzte)|das\s+(?:erste|zweite|letzte)|sehr|total|so|dein\p{L}*|Ihr\p{L}*|alles)\b`,
  judgement: rx`^\s*(?:zu|sehr|etwas|ein\s+bisschen|nicht|ziemlich|falsch|komisch|hässlich|gut|schlecht|toll|super)\b`,
  ruledOut: rx`\bnicht\s+[^,.;!]+,\s*sondern\s+|\s*,\s*(?:nicht|statt|anstatt|anstelle\s+von)\s+[^,.;!]+$`,
  we: rx`\b(?:wir|unser\p{L}*|uns)\b`,
  me: rx`\b(?:ich|mir|mich|mein\p{L}*)\b`,
  reports: rx`\b(?:sagte|sagten|sagt|schrieb|schrieben|schreibt|meinte|meinten|meint|ruft|rief|erzählt|erzählte|schreit|bittet|bat|antwortete|laut\s+(?:ihr|ihm|ihnen|dem|der)|hat\s+(?:\p{L}+\s+){0,3}(?:gesagt|geschrieben|gemeint|gebeten))\b`,
  insiders: rx`\b(?:der|die|unser\p{L}*|mein\p{L}*)\s+(?:Chef(?:in)?|Inhaber(?:in)?|Meister(?:in)?|Geschäftsführer(?:in)?|Gründer(?:in)?|Leiter(?:in)?|Direktor(?:in)?|Teilhaber(?:in)?)\b`,
  theirs: rx`\b(?:deren|ihre[mnrs]?|des\s+Kunden|der\s+Kundin)\b`,
  denies: rx`\b(?:wir\s+sind|ich\s+bin|ich\s+heiße|wir\s+heißen)\s+nicht\b(?!\s+(?:so|der|die|das|ein|eine|gerade|sicher|begeistert|scharf|mehr)\b)(?![^;.]*\bsondern\b)|\bnicht\s+(?:unser\p{L}*|mein\p{L}*)\b(?![^;.]*\bsondern\b)`,
  switches: rx`\b(?:gewechselt|umgestellt|umgestiegen)\b|\b(?:wir|ich)\s+(?:nehmen|nutzen|verwenden)\s+jetzt\b|\bjetzt\s+(?:nur\s+noch|immer)\s+(?:in|mit|auf)\b`,
  henceforth: rx`\b(?:ab\s+(?:jetzt|sofort|heute)|von\s+nun\s+an|künftig|zukünftig|in\s+Zukunft|nicht\s+mehr)\b`,
  habitual: rx`\b(?:wie\s+(?:immer|gehabt|üblich|gewohnt|sonst\s+auch)|das\s+Übliche)\b`,
  house: rx`(?<!\b(?:nicht|kein|keine)\s+(?:die\s+|eine\s+|unsere\s+)?)(?<!\bin\s+der\s+)\b\p{L}*(?:regel|regeln|vorgabe|vorgaben|politik|richtlinie|richtlinien)\b|\bgilt\s+(?:\p{L}+\s+)?für\s+alle\b`,
  avoids: rx`\b(?:nie|niemals|kein\p{L}*|ohne|vermeid\p{L}*|hasse|nicht\s+ausstehen|weg(?:lassen)?|lass\p{L}*\s+.+\s+weg|bloß\s+nicht|auf\s+keinen\s+Fall)\b`,
  plural: rx`^unser`,
  single: rx`^mein`,
  filler: rx`^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|und|oder|mit|für|in|im|auf|am|an|zu|zum|zur|von|vom|bitte|immer|nie|niemals|kein|keine|keinen|keiner|nicht|ich|wir|du|sie|es|mir|uns|mag|mögen|liebe|bevorzuge|verwende|verwenden|verwendet|nutze|nutzen|nutzt|benutze|benutzen|benutzt|machen|mach|macht|nehmen|nimm|einsetzen|setzen|zeigen|einbauen|schreiben|lieber|sehr|besonders|eher|liebsten|besten|gern|gerne|mehr|so|auch|nur|wie|ab|jetzt|dass|sein|ist|sind|haben|hat|werden|wird)$`,
  phraseEnd: rx`\s+(?:für|in|bei|wenn|weil|aber|und|mit|als|statt|bis|ohne|auf)\s+`,
  until: [
    rx`\bbis\s+(?:(?:zum|zur|Ende|einschließlich|inklusive)\s+)*(?:(?<day>\d{1,2})\.\s*)?${MONTH}(?:\s+(?<year>\d{4})\b)?`,
    rx`\bbis\s+(?:zum\s+)?(?:(?<eom>Monatsende|Ende\s+des\s+Monats)|(?<eoy>Jahresende|Ende\s+des\s+Jahres))\b`,
    rx`\bbis\s+(?:zum\s+)?(?<iso>\d{4}-\d{2}-\d{2})\b`,
  ],
  months: monthPrefixes([
    'j(?:a|ä)n',
    'feb',
    'm(?:ä|ae)r',
    'apr',
    'mai',
    'jun',
    'jul',
    'aug',
    'sep',
    'okt',
    'nov',
    'dez',
  ]),
};
