import { agent, fact, forget, user, type Person } from './types';

export const en: Person[] = [
  {
    id: 'y_en_01',
    language: 'en',
    story:
      'Priya runs a small tea shop called Leaf & Lantern. Her brand green is #2F6B4F. She hates stock photos. Once she asks for a quick flyer and wants it in orange just this once for a Diwali sale. The agent repeats her green back.',
    turns: [
      user(
        'hey, quick background: the shop is Leaf & Lantern and our green is #2F6B4F',
        fact('Leaf & Lantern', 'fact', 'workspace'),
        fact('#2F6B4F', 'preference', 'workspace'),
      ),
      agent('Got it — I will use #2F6B4F as the main green for Leaf & Lantern.'),
      user('honestly I can’t stand stock photos, they feel fake', fact('stock photos', 'avoid', 'workspace')),
      user('can you do a flyer with a steaming teapot on it'),
      user(
        'for this flyer only, go orange instead of the green, it is for the Diwali sale',
        fact('orange', 'one_off', 'task'),
      ),
      user('looks great, thanks!'),
    ],
  },
  {
    id: 'y_en_02',
    language: 'en',
    story:
      'Marcus is a freelance illustrator who signs his work "M. Okafor". He first says his deadline format is DD/MM, then corrects himself to ISO dates. He asks for a red fox sticker, which is a request, not a taste.',
    turns: [
      user('I sign everything as M. Okafor, please put that on exports', fact('M. Okafor', 'preference', 'user')),
      user('dates in my docs should be written DD/MM', fact('DD/MM', 'preference', 'user')),
      user(
        'actually scrap that, ISO dates please, like 2027-03-10',
        fact('ISO', 'correction', 'user', { replaces: 'DD/MM' }),
      ),
      user('I need a sticker of a red fox sleeping on a book'),
      agent('Here is the red fox sticker. I noticed you like red, I will keep that in mind.'),
      user('nice, make the fox a bit smaller'),
    ],
  },
  {
    id: 'y_en_03',
    language: 'en',
    story:
      'Hannah is head of marketing at Northwind Bikes. The audience is commuters aged 25 to 40. She is on parental leave from next week until the end of May, so Tom covers for her. She later asks the assistant to forget the leave, in German because she is practising.',
    turns: [
      user(
        'I head marketing at Northwind Bikes',
        fact('marketing', 'fact', 'user'),
        fact('Northwind Bikes', 'fact', 'workspace'),
      ),
      user('who we sell to: city commuters, mostly 25 to 40', fact('commuters', 'fact', 'workspace')),
      user(
        'heads up, I am away on parental leave until May 31, Tom signs off on designs till then',
        fact('Tom', 'time_bounded', 'workspace', { validUntil: '2027-05-31' }),
      ),
      agent('Noted: Tom approves designs while you are on leave.'),
      forget('Bitte vergiss das mit der Elternzeit und Tom.', 'Tom'),
      user('can you draft a banner for the spring ride event?'),
    ],
  },
  {
    id: 'y_en_04',
    language: 'en',
    story:
      'Dev is a backend developer who wants every code sample in TypeScript and never in JavaScript. He mentions he lives in Lisbon. Once he wants a Python snippet for a colleague.',
    turns: [
      user('fwiw I basically always want code samples in TypeScript', fact('TypeScript', 'preference', 'user')),
      user('oh and I’m based in Lisbon, so Lisbon time for any meeting suggestions', fact('Lisbon', 'fact', 'user')),
      user('what is the difference between a map and a weakmap?'),
      user(
        'this one time, write it in Python — it is for a colleague who doesn’t know TS',
        fact('Python', 'one_off', 'task'),
      ),
      agent('Sure, here is the Python version. You seem to prefer Python now?'),
      user('no no, still TypeScript in general', fact('TypeScript', 'preference', 'user')),
    ],
  },
  {
    id: 'y_en_05',
    language: 'en',
    story:
      'Grace owns a bakery, Crumb Theory. Her logo font is Playfair Display. Until Easter (March 28) all posts should carry a pastel yellow ribbon. She asks for a picture of a blue cake, which is a request.',
    turns: [
      user(
        'our logo is set in Playfair Display, keep headings in that too',
        fact('Playfair Display', 'preference', 'workspace'),
      ),
      user('the bakery is Crumb Theory, been open since 2019', fact('Crumb Theory', 'fact', 'workspace')),
      user(
        'through Easter, so until March 28, every post gets a little pastel yellow ribbon in the corner',
        fact('yellow ribbon', 'time_bounded', 'workspace', { validUntil: '2027-03-28' }),
      ),
      user('make me an image of a blue cake with candles'),
      user('hmm, the cake looks too shiny'),
    ],
  },
  {
    id: 'y_en_06',
    language: 'en',
    story:
      'Owen writes a newsletter. He prefers British spelling. He thinks he wants a weekly cadence but then says biweekly. He tells the agent to forget his home address which he had mentioned, in Spanish as a joke.',
    turns: [
      user('please stick to British spelling, colour not color', fact('British spelling', 'preference', 'user')),
      user('I live at 14 Elm Row, Edinburgh if the printer needs it', fact('14 Elm Row', 'fact', 'user')),
      user('the newsletter goes out weekly', fact('weekly', 'fact', 'workspace')),
      user(
        'wait, I misspoke — it’s every two weeks, not weekly',
        fact('every two weeks', 'correction', 'workspace', { replaces: 'weekly' }),
      ),
      forget('olvida mi dirección de casa, por favor', '14 Elm Row'),
      agent('Your address is forgotten. Shall I draft the next issue?'),
    ],
  },
  {
    id: 'y_en_07',
    language: 'en',
    story:
      'Lena manages social media for a climbing gym called Crux House. Captions must be under 120 characters. She says no emojis ever. A reaction "love it but make it punchier" is not a preference.',
    turns: [
      user('we are Crux House, a bouldering gym in Leeds', fact('Crux House', 'fact', 'workspace')),
      user(
        'rule of thumb for us: captions stay under 120 characters',
        fact('120 characters', 'preference', 'workspace'),
      ),
      user('and no emojis. ever. our members find them cringe', fact('emojis', 'avoid', 'workspace')),
      user('write a caption for the new overhang wall'),
      user('love it but make it punchier'),
      agent('Punchier version attached, still emoji-free and under 120 characters.'),
    ],
  },
  {
    id: 'y_en_08',
    language: 'en',
    story:
      'Sam is a product manager; their pronouns are they/them. The product is called Tally. For the Q2 roadmap deck only, Sam wants a dark theme. Sam is out of office until Friday.',
    turns: [
      user('small thing: my pronouns are they/them', fact('they/them', 'fact', 'user')),
      user('the product I manage is called Tally, it is a budgeting app', fact('Tally', 'fact', 'workspace')),
      user('just for the Q2 roadmap deck, use a dark theme', fact('dark theme', 'one_off', 'task')),
      user(
        'I’m out of office until Friday, so don’t expect replies before then',
        fact('out of office', 'time_bounded', 'user', { validUntil: '2027-03-12' }),
      ),
      user('can you make slide 3 less crowded?'),
    ],
  },
  {
    id: 'y_en_09',
    language: 'en',
    story:
      'Rosa asks mostly questions and requests; she only states one thing: she is colour-blind (red-green), so charts should not rely on red vs green. The agent guesses she likes purple from one image; that is an inference.',
    turns: [
      user('can you make a bar chart of these sales numbers?'),
      user(
        'heads up I’m red-green colour-blind so please don’t make charts depend on red vs green',
        fact('colour-blind', 'fact', 'user'),
      ),
      agent('Understood. I used purple and orange. It looks like you enjoy purple, I will default to it.'),
      user('what does CAGR mean again?'),
      user('a purple elephant for my nephew’s birthday card please'),
    ],
  },
  {
    id: 'y_en_10',
    language: 'en',
    story:
      'Kenji, a Japanese-American architect, writes in English. His studio is Ma Studio, the palette is concrete grey #8A8D8F. He first says his phone is for urgent matters, then forgets it in Japanese.',
    turns: [
      user(
        'studio name is Ma Studio, and the palette leans on a concrete grey, #8A8D8F',
        fact('Ma Studio', 'fact', 'workspace'),
        fact('#8A8D8F', 'preference', 'workspace'),
      ),
      user('if something’s urgent, text me at +1 415 555 0134', fact('415 555 0134', 'fact', 'user')),
      agent('Saved your number +1 415 555 0134 for urgent matters.'),
      forget('さっきの電話番号は忘れてください。', '415 555 0134'),
      user('render the lobby again with warmer light'),
    ],
  },
  {
    id: 'y_en_11',
    language: 'en',
    story:
      'Beth runs a wedding photography business, Golden Hour Co. She prefers square crops for Instagram. Until April 30 she is offering a 15% discount that must appear on every promo. She asks for an image of a red barn — a request.',
    turns: [
      user('for Instagram I always go with square crops', fact('square', 'preference', 'workspace')),
      user('business name is Golden Hour Co.', fact('Golden Hour Co', 'fact', 'workspace')),
      user(
        'through the end of April every promo must mention the 15% off',
        fact('15%', 'time_bounded', 'workspace', { validUntil: '2027-04-30' }),
      ),
      user('give me a red barn at sunset for a mood board'),
      agent('Here is a red barn at sunset. Should red become your brand colour?'),
      user('no, it is just for the mood board'),
    ],
  },
];
