/**
 * The works of the seeded history (bench/router): each a request that starts a persistent
 * task, with the ways a user later refers to it — by description (its subject in other
 * words), by its object (the thing made), and in its own language.
 */
export interface Subject {
  key: string;
  lang: string;
  request: string;
  /** Follow-ups naming the work by description. */
  byDescription: string[];
  /** Follow-ups naming the work by the object it produced. */
  byObject: string[];
  /** Near-duplicate requests: the same work asked for again in other words. */
  nearDuplicates: string[];
  /** "Where is …?" questions about it. */
  where: string;
}

export const SUBJECTS: Subject[] = [
  {
    key: 'cat',
    lang: 'en',
    request: 'a red cat, watercolour',
    byDescription: ['make the red cat warmer, more orange', 'give the red cat a little green hat'],
    byObject: ['the watercolour needs softer edges'],
    nearDuplicates: ['a red cat in watercolour, on paper'],
    where: 'where is the red cat painting?',
  },
  {
    key: 'jazz',
    lang: 'en',
    request: 'a poster for the Blue Note jazz night on Friday',
    byDescription: [
      'the jazz night poster needs the date in bigger letters',
      'add a saxophone to the Blue Note poster',
    ],
    byObject: ['put the venue address at the bottom of the jazz poster'],
    nearDuplicates: ['a poster for the Blue Note jazz night, Friday edition'],
    where: 'where is the jazz poster?',
  },
  {
    key: 'coffee',
    lang: 'en',
    request: 'a logo for Fernweh coffee roasters',
    byDescription: ['the Fernweh logo should feel more hand-drawn', 'try the coffee roasters logo in dark brown'],
    byObject: ['make the Fernweh logo mark work on a round sticker'],
    nearDuplicates: ['a new logo for Fernweh coffee roasters'],
    where: 'where is the Fernweh logo?',
  },
  {
    key: 'sneaker',
    lang: 'en',
    request: 'a storyboard for a 30-second sneaker ad',
    byDescription: ['the sneaker ad should open on a running track', 'add a slow-motion shot to the sneaker ad'],
    byObject: ['the storyboard needs a close-up in frame three'],
    nearDuplicates: ['a storyboard for the 30 second sneaker advert'],
    where: 'where is the sneaker storyboard?',
  },
  {
    key: 'owls',
    lang: 'en',
    request: 'an album cover for the band Night Owls, neon style',
    byDescription: ['the Night Owls cover could use more purple neon', 'put the band name Night Owls at the top'],
    byObject: ['the album cover should be square, 3000 pixels'],
    nearDuplicates: ['an album cover for Night Owls the band, in neon'],
    where: 'where is the Night Owls album cover?',
  },
  {
    key: 'rosa',
    lang: 'en',
    request: 'a birthday card for my grandmother Rosa',
    byDescription: [
      "grandmother Rosa's card should have roses on it",
      'write happy 90th birthday on the card for Rosa',
    ],
    byObject: ['the birthday card needs a matching envelope'],
    nearDuplicates: ['a birthday card for grandmother Rosa'],
    where: "where is Rosa's birthday card?",
  },
  {
    key: 'bakery',
    lang: 'en',
    request: 'a menu design for Sunny Bakery',
    byDescription: ['Sunny Bakery wants the croissants listed first', 'the bakery menu needs prices in euros'],
    byObject: ['print the Sunny Bakery menu on A4 with wide margins'],
    nearDuplicates: ['a menu design for the Sunny Bakery shop'],
    where: 'where is the Sunny Bakery menu?',
  },
  {
    key: 'turtle',
    lang: 'en',
    request: "illustrations for a children's book about a brave turtle",
    byDescription: ['the brave turtle should wear a tiny backpack', 'in the turtle book, make the sea scenes calmer'],
    byObject: ['the illustrations for the turtle story need a cover page'],
    nearDuplicates: ["illustrations for the children's book about the brave turtle"],
    where: 'where are the turtle book illustrations?',
  },
  {
    key: 'mugs',
    lang: 'en',
    request: 'product photos of the ceramic mugs on a white background',
    byDescription: ['the ceramic mugs should cast a soft shadow', 'add a photo of the mugs stacked'],
    byObject: ['crop the mug photos square for the shop'],
    nearDuplicates: ['product photos of our ceramic mugs, white background'],
    where: 'where are the mug photos?',
  },
  {
    key: 'wedding',
    lang: 'en',
    request: 'a wedding invitation for Anna and Tom, gold and green',
    byDescription: ["Anna and Tom's invitation should say 6 pm", 'more gold on the wedding invitation'],
    byObject: ['the invitation needs an RSVP card too'],
    nearDuplicates: ['a wedding invitation for Anna and Tom in gold and green'],
    where: "where is Anna and Tom's invitation?",
  },
  {
    key: 'podcast',
    lang: 'en',
    request: 'cover art for the Deep Space podcast',
    byDescription: ['the Deep Space podcast art needs more stars', 'put a tiny astronaut on the podcast cover'],
    byObject: ['export the Deep Space cover art at 1400 pixels'],
    nearDuplicates: ['cover art for our Deep Space podcast'],
    where: 'where is the Deep Space podcast cover?',
  },
  {
    key: 'lisbon',
    lang: 'en',
    request: 'a short travel video from our Lisbon trip',
    byDescription: ['the Lisbon video should start with the tram ride', 'add fado music to the Lisbon trip video'],
    byObject: ['cut the travel video down to one minute'],
    nearDuplicates: ['a short travel video of our Lisbon trip'],
    where: 'where is the Lisbon travel video?',
  },
  {
    key: 'lyon',
    lang: 'fr',
    request: 'une affiche pour le festival de jazz de Lyon',
    byDescription: [
      "l'affiche du festival de Lyon doit être plus colorée",
      'ajoute la date du festival de jazz de Lyon',
    ],
    byObject: ["mets le logo de la ville en bas de l'affiche du festival"],
    nearDuplicates: ['une affiche pour le festival de jazz à Lyon'],
    where: "où est l'affiche du festival de Lyon ?",
  },
  {
    key: 'dupont',
    lang: 'fr',
    request: 'un logo pour la boulangerie Dupont',
    byDescription: [
      'le logo de la boulangerie Dupont en bleu marine',
      'la boulangerie Dupont veut un épi de blé dans le logo',
    ],
    byObject: ['le logo Dupont doit tenir sur un sac en papier'],
    nearDuplicates: ['un nouveau logo pour la boulangerie Dupont'],
    where: 'où est le logo de la boulangerie Dupont ?',
  },
  {
    key: 'sommerfest',
    lang: 'de',
    request: 'ein Plakat für das Sommerfest im Stadtpark',
    byDescription: ['das Plakat für das Sommerfest bitte in Blau', 'beim Sommerfest-Plakat fehlt noch die Uhrzeit'],
    byObject: ['das Sommerfest Plakat im Format A2'],
    nearDuplicates: ['ein Plakat für das Sommerfest im Stadtpark, bitte'],
    where: 'wo ist das Plakat für das Sommerfest?',
  },
  {
    key: 'leuchtturm',
    lang: 'de',
    request: 'eine Illustration von einem Leuchtturm im Sturm',
    byDescription: ['der Leuchtturm im Sturm braucht höhere Wellen', 'mach den Leuchtturm rot und weiß gestreift'],
    byObject: ['die Leuchtturm Illustration als Postkarte'],
    nearDuplicates: ['eine Illustration eines Leuchtturms im Sturm'],
    where: 'wo ist die Leuchtturm Illustration?',
  },
  {
    key: 'flamenco',
    lang: 'es',
    request: 'un cartel para el concierto de flamenco en Sevilla',
    byDescription: [
      'el cartel del concierto de flamenco con letras más grandes',
      'añade una guitarra al cartel de flamenco',
    ],
    byObject: ['el cartel de Sevilla en tamaño A3'],
    nearDuplicates: ['un cartel para el concierto de flamenco de Sevilla'],
    where: '¿dónde está el cartel del concierto de flamenco?',
  },
  {
    key: 'max',
    lang: 'es',
    request: 'un retrato de mi perro Max al óleo',
    byDescription: ['el retrato de Max con un fondo azul', 'pon un collar rojo al perro Max en el retrato'],
    byObject: ['el retrato al óleo de Max en formato vertical'],
    nearDuplicates: ['un retrato al óleo de mi perro Max'],
    where: '¿dónde está el retrato de Max?',
  },
  {
    key: 'kosmos',
    lang: 'ru',
    request: 'обложка для книги о космосе',
    byDescription: ['на обложке книги о космосе нужно больше звёзд', 'обложка книги о космосе в тёмно-синих тонах'],
    byObject: ['обложку книги сделай в формате А5'],
    nearDuplicates: ['обложка для книги про космос'],
    where: 'где обложка для книги о космосе?',
  },
];

/** Follow-ups that name nothing: they belong to the work just discussed (by pronoun). */
export const PRONOUN_FOLLOW_UPS: Record<string, string[]> = {
  en: [
    'make it warmer',
    'can you make it brighter?',
    'I like it, but make it bigger',
    'now try it in black and white',
    'change it to a darker background',
    'make that one a bit softer',
  ],
  fr: ['rends-le plus lumineux', 'fais-le plus grand, merci', 'change le fond en noir'],
  de: ['mach es etwas heller', 'bitte mehr Kontrast', 'mach es größer'],
  es: ['hazlo más cálido', 'ponlo más grande, por favor', 'cámbialo a blanco y negro'],
  ru: ['сделай его ярче', 'сделай фон темнее'],
};

/** Questions about the work (answer in main). */
export const STATUS_QUESTIONS = [
  "what's running?",
  'what are you working on right now?',
  'which tasks are still open?',
  'how many tasks are in progress?',
  'status',
  'show me my tasks',
  "qu'est-ce qui est en cours ?",
  'was läuft gerade?',
  '¿qué está en marcha?',
  'what is happening with my work?',
];

/** One-offs (a lightweight task). */
export const ONE_OFFS = [
  'a quick sketch of a lighthouse at dawn',
  'just one quick doodle of a fox',
  'a single throwaway test image of a sunset',
  'a quick icon of a paper plane',
  'a rough thumbnail of a mountain cabin',
  'just one quick image of a rainy street in Tokyo',
  'a quick sketch of a hot air balloon',
  'a single quick emoji-style avocado',
  'a rough doodle of a robot waving',
  'a quick one-off picture of a cactus in a pot',
  'quickly draw a paper boat',
  'a throwaway mockup of a tote bag',
  'a quick drawing of a sleeping owl',
  'just one quick picture of a red bicycle',
  'a rough sketch of a castle on a hill',
  'a single quick logo idea for a lemonade stand',
  'a quick pattern of tiny stars',
  'just a quick test render of a glass teapot',
  'a rough mood image for a rainy Sunday',
  'a quick cartoon of a penguin on skis',
  'a throwaway placeholder image of a city skyline',
  'a single quick watercolour of a tulip',
];

const THINGS = [
  'banner',
  'flyer',
  'brochure',
  'web header',
  'badge',
  'sticker sheet',
  'calendar',
  'signboard',
  'letterhead',
  'price tag set',
  'newsletter header',
];
const CLIENTS = [
  'Oakridge hardware store',
  'Lumen yoga studio',
  'Pike river canoe rental',
  'Maple dental clinic',
  'Quartz robotics club',
  'Hollow pine campsite',
  'Saffron spice market',
  'Velvet opera house',
  'Granite climbing gym',
  'Copper kettle tea room',
  'Birch lane library',
  'Harbor seafood grill',
  'Nimbus drone school',
  'Amber honey farm',
  'Tidal surf shop',
  'Crimson chess club',
  'Juniper florist',
  'Orbit planetarium',
  'Willow pottery studio',
  'Falcon cycling team',
];

/** Busy-day filler work: distinct requests that push the first days' tasks out of the 50 most recent. */
export function fillerRequests(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++)
    out.push(`a ${THINGS[i % THINGS.length]} for ${CLIENTS[(i * 7) % CLIENTS.length]}`);
  return [...new Set(out)].slice(0, count);
}
