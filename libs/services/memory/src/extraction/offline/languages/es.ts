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
    String.raw`colou?r(?:es)?\s+(?:de\s+(?:la\s+|nuestra\s+|mi\s+)?marca|corporativos?|principal(?:es)?|de\s+la\s+empresa|institucional(?:es)?)`,
  ],
  ['brand name', String.raw`nombre\s+de\s+(?:la|mi|nuestra)\s+marca|nombre\s+comercial`],
  [
    'company name',
    String.raw`nombre\s+de\s+(?:la|mi|nuestra)\s+(?:empresa|compañía|tienda|agencia)|empresa|compañía|negocio|estudio|agencia|tienda|startup`,
  ],
  ['slogan', String.raw`esl[oó]gan|lema`],
  ['logo', String.raw`logotipos?|logos?`],
  ['font', String.raw`tipografías?|fuentes?|tipos?\s+de\s+letra|letras?`],
  ['name', String.raw`nombre`],
  [
    'format',
    String.raw`formatos?|relaci[oó]n\s+de\s+aspecto|proporci[oó]n(?:es)?|tamaños?|dimensiones|resoluci[oó]n|orientaci[oó]n`,
  ],
  ['layout', String.raw`maquetaci[oó]n|composici[oó]n(?:es)?|disposici[oó]n`],
  ['style', String.raw`estilos?|est[eé]tica|diseños?|look`],
  ['audience', String.raw`p[uú]blico(?:\s+objetivo)?|audiencia|clientes|clientela`],
  ['language', String.raw`idiomas?|lenguas?`],
  ['tone', String.raw`tono(?:\s+de\s+(?:voz|comunicaci[oó]n))?|voz\s+de\s+(?:la\s+)?marca`],
  ['background', String.raw`fondos?`],
  ['colour', String.raw`colou?r(?:es)?|paletas?(?:\s+de\s+colores)?|tonos|tonalidades|gamas?\s+de\s+colores|matices`],
];

const values: Lexicon = [
  ['gradient', String.raw`degradados?|gradientes?`],
  ['emoji', String.raw`emojis?|emoticonos?`],
  ['language', String.raw`español|castellano|inglés|alemán|francés|ruso|japonés|chino|italiano|portugués`],
  ['style', String.raw`minimalis\p{L}*|sobri[oa]s?|elegantes?`],
  ['shadow', String.raw`sombras?`],
  ['font', String.raw`sans[- ]?serif|serif|sin\s+serifas?|con\s+serifas?|palo\s+seco|manuscritas?`],
  ['format', String.raw`cuadrad[oa]s?|verticale?s?|horizontale?s?|apaisad[oa]s?`],
  [
    'colour',
    String.raw`roj[oa]s?|azul(?:es)?|verdes?|amarill[oa]s?|naranjas?|morad[oa]s?|violetas?|rosas?|negr[oa]s?|blanc[oa]s?|gris(?:es)?|turquesa|beige|marr[oó]n(?:es)?|dorad[oa]s?|platead[oa]s?|pastel(?:es)?|burdeos|celeste|ne[oó]n`,
  ],
];

const N = alternation(nouns, true);
const COPULA = String.raw`\s*[:=—–]\s*|\s+-\s+|\s+(?:se\s+llaman?|es|son|será|serán|sigue\s+siendo|pasa\s+a\s+ser|(?:ha\s+)?cambiado\s+a|cambió\s+a|ahora\s+es)\s+`;
const MONTH = String.raw`(?<month>enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre|diciembre)\b`;
const LASTING = String.raw`siempre|a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante|por\s+defecto|en\s+general|en\s+adelante|de\s+aquí\s+en\s+adelante|por\s+norma|normalmente|habitualmente`;

export const es: PhraseTable = {
  lang: 'es',
  spaced: true,
  head: 'first',
  nouns,
  values,
  rules: [
    taste(rx`\bmis?\s+(?<noun>${N})\s+(?:favorit[oa]s?|preferid[oa]s?)(?:${COPULA})(?<value>.+)`),
    ...factFrames({
      owners: String.raw`nuestr[oa]s?|mis?`,
      nouns: N,
      copula: COPULA,
      adjectives: String.raw`principal(?:es)?|oficial(?:es)?|actual(?:es)?|nuev[oa]s?|habitual(?:es)?`,
      articles: 'el|la|los|las',
      reversed: String.raw`\s+(?:es|son|será)\s+`,
      spaced: true,
    }),
    fact(
      rx`\b(?<owner>nuestr[oa]s?|mis?)\s+(?<noun>colou?r(?:es)?|tipografías?|fuentes?|formatos?|estilos?)\s+de\s+(?<mod>\p{L}+)(?:${COPULA})(?<value>.+)`,
    ),
    fact(
      rx`^\s*(?:el|la|los|las)\s+(?<noun>${N})\s+que\s+(?:usamos|utilizamos|tenemos)\s+(?:es|son)\s+(?<value>.+)`,
      undefined,
      'workspace',
    ),
    fact(rx`\b(?:mi|nuestra)\s+marca\s+se\s+llama\s+(?<value>.+)`, 'brand name', 'workspace'),
    fact(
      rx`\b(?:nuestr[oa]s?|mis?)\s+(?:[\p{L}-]+\s+){0,2}?(?:tienda|caf[eé]|cafetería|restaurante|panadería|pastelería|hotel|sal[oó]n|negocio|empresa|agencia|estudio|floristería|librería|bar|cl[ií]nica|gimnasio)\s+(?:[\p{L}-]+\s+)?(?:se\s+llama|tiene\s+por\s+nombre)\s+(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(rx`\bcomo\s+(?<noun>${N})\s*,?\s+(?:usamos|utilizamos|tenemos)\s+(?<value>.+)`, undefined, 'workspace'),
    fact(
      rx`\b(?:tengo|tenemos|llevo|llevamos|dirijo)\s+(?:una?|el|la)\s+(?:[\p{L}-]+\s+){1,3}?(?:que\s+se\s+llama|llamad[oa])\s+(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(
      /^\s*[Ss]omos\s+(?<value>\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)*)(?=\s*(?:[,.!;]|$))/u,
      'company name',
      'workspace',
    ),
    fact(/(?:^|[\s,])soy\s+(?<value>\p{Lu}\p{Ll}+)(?=\s*(?:[,.!;]|$|\s+y\b|\s+de\s))/u, 'name', 'user'),
    fact(rx`\bme\s+llamo\s+(?<value>.+)`, 'name', 'user'),
    fact(rx`\bnos\s+llamamos\s+(?<value>.+)`, 'company name', 'workspace'),
    avoid(rx`\b(?:por\s+favor,?\s+)?(?:nunca(?:\s+más)?|jamás|jamas)\s+(?<value>.+)`),
    avoid(
      rx`\bno\s+(?:uses|utilices|uséis|use|utilice|usen|utilicen|pongas|ponga|añadas|añada|incluyas|incluya|metas|agregues)\s+(?<value>.+)`,
    ),
    avoid(rx`\bevit(?:a|e|en|ad|amos)\s+(?<value>.+)`),
    avoid(rx`\bno\s+(?:me|(?<we>nos))\s+(?:gusta|gustan|encanta|encantan)\s+(?:(?:nada|mucho)\s+)?(?<value>.+)`),
    avoid(rx`^\s*(?<value>.+?)\s+no\s+(?:me|(?<we>nos))\s+gustan?\b`),
    avoid(rx`\b(?:odio|detesto|(?<we>odiamos|detestamos))\s+(?<value>.+)`),
    avoid(rx`(?:^|[,:;]\s*)(?:por\s+favor,?\s+)?(?:sin|nada\s+de|cero)\s+(?<value>.+)`),
    taste(rx`\b(?:(?:siempre|normalmente|solo)\s+)?(?<we>usamos|utilizamos|trabajamos\s+con)\s+(?<value>.+)`),
    taste(
      rx`\b(?:me|(?<we>nos))\s+(?:(?:mucho|más|siempre|bastante)\s+)?(?:gusta|gustan|encanta|encantan|fascina|fascinan|chifla|chiflan)\s+(?:(?:mucho|más|bastante)\s+)?(?<value>.+)`,
    ),
    taste(
      rx`\b(?:(?:yo|siempre|normalmente|generalmente|en\s+general)\s+)*(?:prefiero|adoro|(?<we>preferimos|adoramos))\s+(?<value>.+)`,
    ),
    taste(rx`^\s*(?<value>.+?)\s+(?:me|(?<we>nos))\s+(?:gustan?|encantan?)(?:\s+m[aá]s)?\s*$`),
    taste(rx`\bsoy\s+(?:muy\s+)?fan\s+de\s+(?<value>.+)`),
    taste(rx`^\s*(?<value>.+?)\s+(?:es|son)\s+(?:mis?|(?<we>nuestr[oa]s?))\s+(?:favorit[oa]s?|preferid[oa]s?)\b`),
    taste(rx`\b(?:suelo|(?<we>solemos))\s+(?:usar|utilizar|preferir|elegir|trabajar\s+con)\s+(?<value>.+)`),
    taste(rx`\bme\s+van\s+(?:más\s+)?(?<value>.+)`),
  ],
  joiners: rx`\s*;\s*|,?\s+pero\s+|,?\s+aunque\s+|,?\s+y\s+(?=(?:nunca|jamás|siempre|nuestr\p{L}*|mi|mis|me|yo|esta\s+vez|no|tengo|tenemos|usamos)\b)|,\s*(?=(?:esta\s+vez|nunca|siempre|pero)\b)`,
  correction: rx`^\s*(?:(?:en\s+realidad|ups|pequeña\s+corrección|me\s+he\s+equivocado|de\s+hecho|corrijo|corrección|perdón|perdona|mejor\s+dicho|me\s+equivoqué|quise\s+decir|rectifico|en\s+verdad)\b[\s,:;!.—–-]*)+`,
  once: rx`\b(?:s[oó]lo\s+(?:por\s+)?hoy|por\s+hoy|s[oó]lo\s+en\s+este\s+caso|en\s+este\s+caso\s+concreto)\b|^\s*(?:s[oó]lo\s+)?para\s+(?:este|esta)\s+(?:cartel|póster|post|flyer|banner|encargo|diseño|proyecto|v[ií]deo|publicación|pieza|imagen)(?:\s+en\s+concreto)?\b|\b(?:esta\s+vez|por\s+esta\s+vez|s[oó]lo\s+esta\s+vez|s[oó]lo\s+por\s+hoy|s[oó]lo\s+para\s+(?:este|esta)\s+(?:encargo|póster|cartel|proyecto|pieza|imagen|vez)|para\s+esta\s+ocasión|excepcionalmente)\b|^\s*(?:(?:y|pero|ah|oye|bueno)[,\s]+)*(?:s[oó]lo|solamente|[uú]nicamente|exclusivamente|nom[aá]s|nada\s+m[aá]s)\s+para\s+(?:el|la|los|las|lo|este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella|nuestr[oa]s?|mis?|tus?|un|una)\b|\bpara\s+(?:el|la|los|las|este|esta|ese|esa)\s+[^,.;:!?]{1,60}?\s+(?:nada\s+m[aá]s|s[oó]lo|solamente|[uú]nicamente)\b`,
  durable: rx`\b(?:${LASTING}|nunca|jamás)\b`,
  instruction: rx`^\s*(?:(?:por\s+favor|y|también)[,\s]+)*(?:${LASTING})\b|\b(?:por\s+favor|yo|nosotros|publicamos|uso|usamos|utilizo|utilizamos|quiero|queremos|necesito|necesitamos|trabajo|trabajamos|prefiero|preferimos|usa|usad|use|usen|utiliza|utilice|pon|ponga|haz|haga|hazlo|escribe|escriba|añade|añada|incluye|incluya|mantén|mantenga|responde|responda|firma|envía|entrega|entregue)\b|(?:a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante|por\s+defecto|en\s+adelante)\W*$`,
  skip: rx`[?？¿]|(?<!no\s+)\bolvid(?:a|e|ad|en)\b|\bolvídate\b|\b(?:no\s+(?:lo\s+)?recuerdes|no\s+guardes|borra|elimina)\b`,
  askingToDo: rx`^\s*¿?\s*(?:puedes|podrías|podrias|puede|podría)\b`,
  reaction: rx`^\s*(?:esto|eso|este|esta|ese|esa|estos|estas|esos|esas|lo|la\s+(?:primera|segunda|tercera|última)|el\s+(?:primero|segundo|tercero|último)|mucho|bastante|así|cómo|como|tu|tus|su|sus|todo)\b`,
  judgement: rx`^\s*(?:demasiado|muy|un\s+poco|no|bastante|mal|feo|fea|raro|rara)\b`,
  ruledOut: rx`\s*,\s*(?:y\s+)?no\s+(?:(?:el|la|los|las|un|una)\s+)?[^,.;!\s]+$|\s+(?:en\s+lugar\s+de|en\s+vez\s+de)\s+[^,.;!]+$`,
  we: rx`\b(?:nosotros|nuestr\p{L}*|nos|somos|\p{L}+(?:amos|emos|imos))\b`,
  me: rx`\b(?:yo|me|mi|mis|mí|conmigo|quiero|necesito|prefiero|odio|detesto|soy|estoy|tengo|vivo)\b`,
  reports: rx`\b(?:dijo|dice|dicen|dijeron|escribió|escribe|escriben|escribieron|comentó|comenta|contestó|respondió|pidió|pide|piden|pidieron|según|(?:está|están|estaba|sigue|siguen)\s+(?:diciendo|gritando|contando|hablando\s+de)|grita|gritan|cuenta\s+que)\b`,
  insiders: rx`\b(?:el|la|mi|nuestr[oa])\s+(?:jef[ae]|due[ñn][oa]|director[a]?|gerente|fundador[a]?|soci[oa]|encargad[oa])\b`,
  theirs: rx`\b(?:sus?|de\s+ell[oa]s|del\s+cliente|de\s+la\s+clienta)\b`,
  // Case-sensitive: a name or a quote after "no soy" / "no somos" is a denial; "no somos tienda de…" is a reason.
  denies: new RegExp(
    String.raw`(?<!\p{L})(?<![Yy]a\s)[Nn]o\s+(?:soy|somos|me\s+llamo|nos\s+llamamos)\s+(?=["«“„]|\p{Lu})(?![^;.]*(?<!\p{L})sino(?!\p{L}))|(?<!\p{L})(?<![Yy]a\s)[Nn]o\s+(?:es|son)\s+(?:(?:el|la|los|las|lo)\s+)?nuestr\p{L}*(?![^;.]*(?<!\p{L})sino(?!\p{L}))`,
    'u',
  ),
  switches: rx`\b(?:cambiamos|cambié|cambiado|pasamos|pasé|pasado)\s+(?:(?:el|la|los|las)\s+\p{L}+\s+)?(?:a|al|por)\b|\bahora\s+(?:usamos|uso|posteo|publico|publicamos|vamos\s+con)\b`,
  henceforth: rx`\b(?:a\s+partir\s+de\s+(?:ahora|hoy|ya)|de\s+ahora\s+en\s+adelante|desde\s+(?:ahora|hoy)|en\s+adelante|de\s+aquí\s+en\s+adelante|ya\s+no)\b`,
  habitual: rx`\b(?:como\s+siempre|de\s+siempre|como\s+de\s+costumbre|como\s+es\s+habitual)\b`,
  house: rx`(?<!\bno\s+(?:es|son|era|fue)\s+(?:\S+\s+){0,2})\b(?:reglas?|normas?|normativa|pol[ií]tica)\b(?!\s+(?:m[ií]a|personal|general))|\b(?:vale|es)\s+para\s+todos\b`,
  avoids: rx`\b(?:nunca|jamás|nada\s+de|sin|evit\p{L}*|odio|detesto|no\s+(?:uses|pongas|quiero|me\s+gusta\p{L}*|us[eéa]\p{L}*|pon\p{L}*)|fuera|deja\s+fuera)\b`,
  plural: rx`^nuestr`,
  single: rx`^mis?$`,
  filler: rx`^(?:el|la|los|las|un|una|unos|unas|lo|de|del|al|que|en|con|para|por|y|o|más|menos|muy|mucho|siempre|nunca|jamás|no|me|nos|te|se|mi|mis|tu|su|nuestro|nuestra|nuestros|nuestras|usa|uses|usar|utiliza|utilices|utilizar|pon|pongas|poner|añade|añadas|añadir|incluye|incluyas|haz|hagas|hacer|quiero|prefiero|gusta|gustan|favor|todo|toda|todos|todas|esto|eso|este|esta|ese|esa|algo|cosa|cosas|vez|ahora|partir|adelante|defecto)$`,
  phraseEnd: rx`\s+(?:para|en|con|cuando|porque|pero|y|si|sobre|que|hasta|desde)\s+`,
  until: [
    rx`\bhasta\s+(?:(?:el|la)\s+)?(?:(?:fin(?:al)?|finales)\s+de\s+)?(?:(?<day>\d{1,2})\s+de\s+)?${MONTH}(?:\s+(?:de|del)\s+(?<year>\d{4})\b)?`,
    rx`\bhasta\s+(?:el\s+)?(?:fin(?:al)?|finales)\s+de(?:l|\s+este|\s+esta)?\s+(?:(?<eom>mes)|(?<eoy>año))\b`,
    rx`\bhasta\s+(?:el\s+)?(?<iso>\d{4}-\d{2}-\d{2})\b`,
  ],
  months: monthPrefixes(['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'se[pt]', 'oct', 'nov', 'dic']),
};
