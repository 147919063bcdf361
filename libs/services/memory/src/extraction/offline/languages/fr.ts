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
    String.raw`couleurs?\s+principales?\s+de\s+(?:la\s+|notre\s+|ma\s+)?marque|couleurs?\s+(?:de\s+(?:la\s+|notre\s+|ma\s+)?marque|principales?|de\s+l['’]entreprise|institutionnelles?|corporate|phares?)`,
  ],
  ['brand name', String.raw`nom\s+de\s+(?:la\s+|notre\s+|ma\s+)?marque|nom\s+commercial`],
  [
    'company name',
    String.raw`nom\s+de\s+(?:l['’]\s*|notre\s+|mon\s+|ma\s+)?(?:entreprise|société|agence|boutique|studio)|entreprise|société|agence|boutique|studio|start-?up`,
  ],
  ['slogan', String.raw`slogans?|devise|accroche`],
  ['logo', String.raw`logos?`],
  ['font', String.raw`polices?(?:\s+de\s+caractères?)?|typographies?|typos?|fontes?`],
  ['name', String.raw`(?:pré)?nom`],
  ['format', String.raw`formats?|ratios?|proportions?|tailles?|dimensions?|résolution|orientation`],
  ['layout', String.raw`mises?\s+en\s+page|compositions?|layouts?`],
  ['style', String.raw`styles?|esthétique|look|design`],
  ['audience', String.raw`(?:public|cible)(?:\s+cible)?|audience|clients?|clientèle`],
  ['language', String.raw`langues?`],
  ['tone', String.raw`ton\s+de\s+(?:voix|communication)|tonalité|voix\s+de\s+(?:la\s+)?marque`],
  ['background', String.raw`fonds?|arrière-plans?`],
  ['colour', String.raw`couleurs?|palettes?(?:\s+de\s+couleurs)?|teintes?|tons|nuances?`],
];

const values: Lexicon = [
  ['gradient', String.raw`dégradés?|gradients?`],
  ['emoji', String.raw`émojis?|emojis?|émoticônes?`],
  ['language', String.raw`français|anglais|allemand|espagnol|russe|japonais|chinois|italien`],
  ['style', String.raw`épurée?s?|minimalis\p{L}*|sobres?`],
  ['shadow', String.raw`ombres?(?:\s+portées?)?`],
  ['font', String.raw`sans[- ]?s[ée]rifs?|s[ée]rifs?|(?:sans|avec)\s+empattements?|manuscrites?|chasse\s+fixe`],
  ['format', String.raw`carrée?s?|portrait|paysage|verticale?s?|horizontale?s?`],
  [
    'colour',
    String.raw`rouges?|bleue?s?|verte?s?|jaunes?|orange|violette?s?|roses?|noire?s?|blanche?s?|blancs?|grise?s?|turquoise|beige|marron|dorée?s?|argentée?s?|pastels?|sourdes?|vives?`,
  ],
];

const N = alternation(nouns, true);
const COPULA = String.raw`\s*[:=—–]\s*|\s+-\s+|\s*,?\s+c['’]est\s+|\s*,?\s+ce\s+sont\s+|\s+(?:s['’]appellent|s['’]appelle|est|sont|sera|seront|reste|devient|(?:a\s+)?changé\s+(?:pour|en))\s+`;
const MONTH = String.raw`(?<month>janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)\b`;
const LASTING = String.raw`toujours|désormais|dorénavant|à\s+partir\s+de\s+maintenant|par\s+défaut|à\s+l['’]avenir|en\s+général|systématiquement|d['’]habitude|généralement`;
const DE = String.raw`(?:de\s+|d['’]\s*|les\s+|des\s+)?`;

export const fr: PhraseTable = {
  lang: 'fr',
  spaced: true,
  head: 'first',
  nouns,
  values,
  rules: [
    taste(rx`\b(?:ma|mon|mes)\s+(?<noun>${N})\s+(?:préférée?s?|favorite?s?|favoris)(?:${COPULA})(?<value>.+)`),
    ...factFrames({
      owners: String.raw`notre|nos|mon|ma|mes|chez\s+nous\s*,?\s*(?:le|la|les)`,
      nouns: N,
      copula: COPULA,
      adjectives: String.raw`principale?s?|officiel(?:le)?s?|actuel(?:le)?s?|nouvel(?:le)?s?|nouveaux?|habituel(?:le)?s?`,
      articles: String.raw`le|la|les|l['’]`,
      reversed: String.raw`\s+(?:est|sont|sera|reste)\s+`,
      spaced: true,
    }),
    fact(
      rx`\b(?<owner>notre|nos|mon|ma|mes)\s+(?<noun>couleurs?|polices?|formats?|styles?)\s+d['’e]\s*(?<mod>\p{L}+)(?:${COPULA})(?<value>.+)`,
    ),
    fact(rx`\bje\s+m['’]\s*appelle\s+(?<value>.+)`, 'name', 'user'),
    fact(/\b[Ii]ci\s+(?<value>\p{Lu}\p{Ll}+)/u, 'name', 'user'),
    fact(/\b[Mm]oi\s*,?\s*c['’]est\s+(?<value>\p{Lu}\p{Ll}+)/u, 'name', 'user'),
    fact(rx`\b(?:notre|ma)\s+marque\s+s['’]appelle\s+(?<value>.+)`, 'brand name', 'workspace'),
    fact(
      rx`\b(?:notre|nos|mon|ma|mes)\s+(?:[\p{L}-]+\s+){0,2}?(?:pâtisserie|boulangerie|boutique|caf[eé]|restaurant|salon|hôtel|librairie|société|entreprise|agence|studio|magasin|atelier|cabinet|bar)\s+(?:s['’]appelle|se\s+nomme|porte\s+le\s+nom)\s+(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(
      rx`\bcomme\s+(?<noun>${N})\s*,?\s+(?:nous\s+utilisons|on\s+utilise|nous\s+avons|on\s+a)\s+(?<value>.+)`,
      undefined,
      'workspace',
    ),
    fact(
      rx`\b(?:j['’]\s*ai|(?<we>nous\s+avons|on\s+a)|je\s+(?:dirige|gère|tiens))\s+(?:une?|la|le)\s+(?:[\p{L}-]+\s+){0,3}?(?:qui\s+s['’]appelle|nommée?|appelée?)\s+(?<value>.+)`,
      'company name',
      'workspace',
    ),
    fact(rx`\b(?:nous\s+nous\s+appelons|on\s+s['’]appelle)\s+(?<value>.+)`, 'company name', 'workspace'),
    avoid(rx`\b(?:(?<we>nous|on)\s+)?(?:ne\s+|n['’]\s*)?(?:plus\s+)?jamais\s+${DE}(?<value>.+)`),
    avoid(
      rx`\bn['’]\s*(?:utilise|utilisez|utilisons|emploie|employez|ajoute|ajoutez)\s+(?:jamais|pas|plus)\s+${DE}(?<value>.+)`,
    ),
    avoid(rx`\bne\s+(?:mets|mettez|fais|faites|prends|prenez|mettons)\s+(?:jamais|pas|plus)\s+${DE}(?<value>.+)`),
    avoid(rx`\bévite[rz]?\s+${DE}(?<value>.+)`),
    avoid(
      rx`^\s*(?<value>.+?)\s*,?\s*(?:très\s+peu\s+pour\s+moi|pas\s+pour\s+moi|c['’]est\s+non|jamais\s+pour\s+moi)\b`,
    ),
    avoid(rx`\b(?:je|(?<we>nous|on))\s+(?:déteste|détestons|ne\s+supporte\s+pas|ne\s+supportons\s+pas)\s+(?<value>.+)`),
    avoid(
      rx`\b(?:je|(?<we>nous|on))\s+n['’]\s*(?:aime|aimons)\s+pas\s+(?:(?:trop|du\s+tout|beaucoup)\s+)?(?<value>.+)`,
    ),
    avoid(rx`\bj['’]\s*ai\s+horreur\s+(?:de\s+|des\s+|du\s+|d['’]\s*)(?<value>.+)`),
    avoid(
      rx`(?:^|[,:;]\s*)(?:s['’]il\s+(?:te|vous)\s+plaît,?\s+)?(?:pas\s+de|sans(?!\s+(?:s[ée]rif|empattement)))\s+(?<value>.+)`,
    ),
    taste(
      rx`\b(?<we>nous|on)\s+(?:(?:toujours|surtout|uniquement)\s+)?(?:utilisons|utilise|employons|emploie|travaillons\s+avec|travaille\s+avec)\s+(?<value>.+)`,
    ),
    taste(
      rx`^\s*(?<value>.+?)\s+(?:est|sont)\s+(?:mes|ma|mon|(?<we>nos|notre))\s+(?:préférée?s?|favorite?s?|favoris)\b`,
    ),
    taste(rx`\bje\s+suis\s+(?:plutôt|plus|très|team)\s+(?<value>.+)`),
    taste(rx`\bj['’]\s*ai\s+une\s+(?:nette\s+)?préférence\s+pour\s+(?<value>.+)`),
    taste(
      rx`\b(?:je\s+suis|(?<we>nous\s+sommes))\s+(?:très\s+|super\s+|grande?s?\s+)?fans?\s+(?:de\s+|d['’]\s*|des\s+|du\s+)(?<value>.+)`,
    ),
    taste(rx`\bj['’]\s*(?:aime|adore)\s+(?:(?:bien|beaucoup|mieux|vraiment|surtout)\s+)*(?<value>.+)`),
    taste(
      rx`\b(?:je|(?<we>nous|on))\s+(?:(?:toujours|plutôt|vraiment|bien)\s+)*(?:préfère|préférons|adore|adorons|aime|aimons)\s+(?:(?:bien|beaucoup|mieux|vraiment|surtout)\s+)*(?<value>.+)`,
    ),
  ],
  joiners: rx`\s*;\s*|,?\s+mais\s+|,?\s+et\s+(?=(?:jamais|toujours|notre|nos|mon|ma|je|j['’]|nous|cette\s+fois|ne|n['’]|pas)\b)|,\s*(?=(?:cette\s+fois|jamais|toujours|mais)\b)`,
  correction: rx`^\s*(?:(?:en\s+fait|petite\s+correction|oups|erreur\s+de\s+ma\s+part|en\s+réalité|correction|je\s+corrige|pardon|plutôt|je\s+voulais\s+dire|je\s+me\s+suis\s+trompée?|rectification|non|désolée?)\b[\s,:;!.—–-]*)+`,
  once: rx`\b(?:juste\s+|seulement\s+)?(?:pour\s+)?aujourd['’]hui\s+(?:seulement|uniquement)|\bjuste\s+pour\s+aujourd['’]hui\b|^\s*(?:juste\s+|seulement\s+|uniquement\s+)?pour\s+(?:ce|cette|cet)\s+\p{L}+(?:-ci)?(?:\s+(?:uniquement|seulement))?\b|\b(?:cette\s+fois(?:-ci)?|pour\s+cette\s+fois|juste\s+(?:pour\s+)?cette\s+fois|exceptionnellement|(?:juste|seulement|uniquement)\s+pour\s+(?:celle-ci|celui-ci|ce\s+projet|cette\s+affiche|ce\s+visuel|cette\s+commande))\b`,
  durable: rx`\b(?:${LASTING}|jamais)\b`,
  instruction: rx`^\s*(?:(?:s['’]il\s+(?:te|vous)\s+plaît|et|aussi)[,\s]+)*(?:${LASTING})\b|\b(?:je|j['’]|nous|on|moi|utilise|utilisez|mets|mettez|fais|faites|écris|écrivez|ajoute|ajoutez|garde|gardez|prends|prenez|réponds|répondez|envoie|envoyez|livre|livrez|signe|signez)\b`,
  skip: rx`[?？]|(?<!n['’]\s*)\boublie(?:z)?\b|\b(?:oublions|ne\s+(?:te\s+|le\s+)?(?:retiens|retenez|mémorise|mémorisez)\s+pas|efface[zr]?|supprime[zr]?)\b`,
  askingToDo: rx`^\s*(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu\s+peux|vous\s+pouvez)\b`,
  reaction: rx`^\s*(?:ça|ca|cela|ce|cette|cet|ces|celle|celui|celles|ceux|le\s+premier|la\s+première|le\s+deuxième|la\s+deuxième|la\s+dernière|le\s+dernier|bien|beaucoup|vraiment|tout|ton|ta|tes|votre|vos|l['’]idée|le\s+rendu|le\s+résultat)\b`,
  judgement: rx`^\s*(?:trop|très|un\s+peu|pas|assez|mal|moche|bizarre)\b`,
  ruledOut: rx`\s*,\s*(?:et\s+non(?:\s+pas)?|pas|non)(?!\s+(?:de|d['’]))\s+(?:(?:le|la|les|l['’]|du)\s*)?[^,.;!\s]+$|\s+(?:plutôt\s+que|au\s+lieu\s+d[eu]?)\s+[^,.;!]+$`,
  we: rx`\b(?:nous|notre|nos|on)\b`,
  me: rx`\b(?:je|j['’]|moi|mon|ma|mes|me|m['’])`,
  reports: rx`(?<!\b(?:j['’]ai|nous\s+avons|tu\s+as|vous\s+avez)\s+)\b(?:dit|écrit|demandé|répondu)\b|\b(?:selon|d['’]après)\s+(?:lui|elle|eux|le|la|les)\b`,
  insiders: rx`\b(?:le|la|notre|mon|ma)\s+(?:patron(?:ne)?|gérant(?:e)?|directeur|directrice|fondateur|fondatrice|associé(?:e)?|chef)\b`,
  theirs: rx`\b(?:leurs?|du\s+client|de\s+la\s+cliente)\b`,
  denies: rx`\b(?:nous\s+ne\s+sommes\s+pas|je\s+ne\s+suis\s+pas|je\s+ne\s+m['’]appelle\s+pas|ce\s+n['’]est\s+pas\s+(?:le|la)\s+(?:nôtre|mien|mienne))\b(?![^;.]*\bmais\b)`,
  switches: rx`\b(?:sommes\s+passé(?:e)?s|suis\s+passé(?:e)?|avons\s+changé\s+pour|avons\s+opté\s+pour)\b|\bdésormais\s+(?:on\s+utilise|nous\s+utilisons)\b`,
  henceforth: rx`\b(?:désormais|dorénavant|à\s+partir\s+de\s+maintenant|à\s+l['’]avenir|(?:ne|n['’])\s*\p{L}+\s+plus)\b`,
  habitual: rx`\b(?:comme\s+(?:toujours|d['’]habitude|d['’]hab))\b`,
  house: rx`(?<!\b(?:pas|non)\s+(?:une\s+|la\s+|de\s+)?)(?<!\ben\s+)\b(?:règles?|politique|charte)\b(?!\s+(?:personnelle|générale))|\bpour\s+tout\s+le\s+monde\b`,
  avoids: rx`\b(?:jamais|sans|évit\p{L}*|déteste|pas\s+de|aucun\p{L}*|ne\s+.+\s+pas\s+(?:de|d['’]))\b`,
  plural: rx`^(?:notre|nos|chez\s+nous)\b`,
  single: rx`^(?:mon|ma|mes)$`,
  filler: rx`^(?:le|la|les|l|un|une|des|du|de|d|au|aux|et|ou|en|à|a|pour|avec|sur|dans|je|j|nous|on|tu|vous|il|elle|me|m|te|se|ne|n|pas|jamais|plus|toujours|très|bien|beaucoup|vraiment|utilise|utilisez|utiliser|mets|mettez|mettre|ajoute|ajoutez|ajouter|fais|faites|faire|prends|prenez|préfère|préférons|aime|aimons|adore|mon|ma|mes|notre|nos|ton|ta|tes|votre|vos|ce|cet|cette|ces|ça|cela|tout|tous|toute|toutes|que|qui|s|plaît|désormais|fois)$`,
  phraseEnd: rx`\s+(?:pour|dans|avec|quand|parce|mais|et|si|sur|que|jusqu['’]|sans)\s+`,
  until: [
    rx`\bjusqu['’]\s*(?:en|à|a|au)\s+(?:la\s+)?(?:fin\s+(?:de\s+|d['’]\s*)?)?(?:(?<day>\d{1,2})(?:er)?\s+)?${MONTH}(?:\s+(?<year>\d{4})\b)?`,
    rx`\bjusqu['’]\s*(?:à|a)\s+la\s+fin\s+(?:du\s+(?<eom>mois)|de\s+l['’]\s*(?<eoy>année))\b`,
    rx`\bjusqu['’]\s*(?:au\s+)?(?<iso>\d{4}-\d{2}-\d{2})\b`,
  ],
  months: monthPrefixes([
    'janv',
    'f[ée]v',
    'mars',
    'avr',
    'mai',
    'juin',
    'juil',
    'ao[uû]',
    'sep',
    'oct',
    'nov',
    'd[ée]c',
  ]),
};
