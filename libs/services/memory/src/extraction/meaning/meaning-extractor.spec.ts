import type { Embedder } from '@lomo/search';
import { HashedNgramEmbedder } from '@lomo/search';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { TRAINING_SET } from '../../../../../../bench/memory-extraction/training-set';
import type { Candidate } from '../candidates';
import { extractExplicitStatements } from '../explicit-statements';
import checkedIn from './statement-weights.json';
import { MeaningExtractor } from './meaning-extractor';
import { STATEMENT_KINDS, STATEMENT_SCOPES, TOPICS, type StatementKind } from './statement-labels';
import type { StatementModelFile } from './statement-model';

/**
 * A hand-made model over 9-dimensional vectors: dimensions 0–6 say the kind (one-hot), 7 says
 * the person (+1) or the workspace (−1), 8 a font (+1) rather than a colour. The fake embedder
 * answers a fixed vector per sentence, so each test says exactly what meaning was read.
 */
const DIMS = 9;
const row = (at: number, weight: number) => Array.from({ length: DIMS }, (_, i) => (i === at ? weight : 0));
const head = (weights: number[][]) => ({
  mean: new Array<number>(DIMS).fill(0),
  std: new Array<number>(DIMS).fill(1),
  weights,
  bias: weights.map(() => 0),
});
const model: StatementModelFile = {
  embedder: 'fake-e5',
  release: 'test',
  trainingSha: 'test',
  builtAt: 'test',
  thresholds: { minProbability: 0.6, minMargin: 0.1 },
  kind: head(STATEMENT_KINDS.map((_, k) => row(k, 10))),
  scope: head([row(7, 5), row(7, -5)]),
  topic: head(TOPICS.map((t) => (t === 'font' ? row(8, 5) : t === 'colour' ? row(8, -5) : row(8, 0)))),
};
const vector = (kind: StatementKind, about: 'user' | 'workspace' = 'workspace', font = false) => {
  const v = new Array<number>(DIMS).fill(0);
  v[STATEMENT_KINDS.indexOf(kind)] = 1;
  v[7] = about === 'user' ? 1 : -1;
  v[8] = font ? 1 : -1;
  return v;
};
const fake = (vectors: Record<string, number[]>, fail?: Error): Embedder => ({
  name: 'fake-e5',
  dimensions: DIMS,
  embed: async (texts) => {
    if (fail) throw fail;
    return texts.map((t) => vectors[t] ?? new Array<number>(DIMS).fill(0.01));
  },
});
const now = new Date('2027-03-10T09:00:00Z');

describe('MeaningExtractor', () => {
  it('remembers the sentences read as statements and nothing of a request in the same message', async () => {
    const extractor = new MeaningExtractor(
      fake({
        'Draw me an owl on a lamp.': vector('request'),
        'Our headings are set in Lora.': vector('preference', 'workspace', true),
      }),
      model,
    );
    const found = await extractor.extract('Draw me an owl on a lamp. Our headings are set in Lora.', { now });
    expect(found).toEqual([
      expect.objectContaining({
        subject: 'font',
        content: 'Our headings are set in Lora',
        scope: 'workspace',
        origin: 'user_stated',
        excerpt: 'Our headings are set in Lora.',
      }),
    ]);
  });

  it('reads whom a statement is about, a one-off as the task’s and a correction as a new version', async () => {
    const extractor = new MeaningExtractor(
      fake({
        'I live by the sea': vector('fact', 'user'),
        'only this card in gold': vector('one_off', 'user'),
        'sorry, our colour is plum': vector('correction'),
      }),
      model,
    );
    expect(await extractor.extract('I live by the sea', { now })).toMatchObject([{ scope: 'user' }]);
    expect(await extractor.extract('only this card in gold', { now })).toMatchObject([{ scope: 'task' }]);
    expect(await extractor.extract('sorry, our colour is plum', { now })).toMatchObject([
      { scope: 'workspace', subject: 'colour', correction: true },
    ]);
  });

  it('given a phone-typed greeting run on into a request, then the name and the business are still stated (ADR 0071)', async () => {
    const greeting = 'hey its dora from kite corner 🪁';
    const request = 'can u make a banner for the sale';
    const extractor = new MeaningExtractor(
      fake({ [greeting]: vector('request', 'user'), [request]: vector('request', 'user') }),
      model,
    );
    const found = await extractor.extract(`${greeting} ${request}`, { now });
    expect(found).toMatchObject([
      { subject: 'person', scope: 'user', excerpt: 'its dora' },
      { subject: 'name', scope: 'workspace', excerpt: 'kite corner' },
    ]);
    expect(found).toHaveLength(2);
  });

  it('given a message closed as a letter, then the name after the closing formula is the person’s, once, and never from the agent (ADR 0074)', async () => {
    const request = 'Could you set the autumn programme as a folded leaflet?';
    const extractor = new MeaningExtractor(
      fake({ [request]: vector('request', 'user'), 'Yours sincerely, Edith Marlowe': vector('other', 'user') }),
      model,
    );
    const letter = `${request} Yours sincerely, Edith Marlowe`;
    expect(await extractor.extract(letter, { now })).toEqual([
      expect.objectContaining({ subject: 'name', scope: 'user', content: 'Edith Marlowe', origin: 'user_stated' }),
    ]);
    // The formula and the name on lines of their own, as an email client writes them.
    expect(await extractor.extract(`${request}\nKind regards,\nEdith Marlowe`, { now })).toMatchObject([
      { subject: 'name', content: 'Edith Marlowe' },
    ]);
    expect(await extractor.extract(letter, { now, author: 'agent' })).toEqual([]);
  });

  it('given a one-off and the usual colour in one sentence, then only the usual colour lasts (ADR 0071)', async () => {
    const once = 'only for the open day add bunting';
    const rest = 'the rest in sage green as always';
    const extractor = new MeaningExtractor(fake({ [once]: vector('preference'), [rest]: vector('preference') }), model);
    const found = (await extractor.extract(`${once}, ${rest}`, { now })) as Candidate[];
    const lasting = found.filter((c) => c.scope !== 'task');
    expect(lasting.length).toBeGreaterThan(0);
    expect(lasting.every((c) => !c.content.includes('bunting'))).toBe(true);
    expect(found.filter((c) => c.content.includes('bunting'))).toMatchObject([{ scope: 'task' }]);
  });

  it('states a business introduced with the speaker’s name as two facts when the name has a clause of its own (ADR 0052)', async () => {
    // Topic `name` (a business's name) on dimension 8.
    const named = { ...model, topic: head(TOPICS.map((t) => (t === 'name' ? row(8, 5) : row(8, 0)))) };
    const both = '我叫李娜，开了一家花店叫花语';
    const alone = 'hola, soy Inés, de la floristería Amapola';
    const extractor = new MeaningExtractor(
      fake({ [both]: vector('fact', 'workspace', true), [alone]: vector('fact', 'workspace', true) }),
      named,
    );
    expect(await extractor.extract(both, { now })).toMatchObject([
      { subject: 'name', scope: 'workspace', excerpt: both },
      { subject: 'person', scope: 'user', content: '我叫李娜', excerpt: '我叫李娜' },
    ]);
    // A greeting that says who and where from is read by grammar (ADR 0071): the name and the
    // business apart, each its own excerpt, in place of the one reading of the whole sentence.
    expect(await extractor.extract(alone, { now })).toMatchObject([
      { subject: 'person', scope: 'user', excerpt: 'soy Inés' },
      { subject: 'name', scope: 'workspace', excerpt: 'floristería Amapola' },
    ]);
    expect(await extractor.extract(alone, { now })).toHaveLength(2);
  });

  it('given "I am <name>," and the business only later in the sentence, then the reading of the whole sentence stays beside the name (B11h9)', async () => {
    const named = { ...model, topic: head(TOPICS.map((t) => (t === 'name' ? row(8, 5) : row(8, 0)))) };
    const later = 'I am Odile, I run a small bindery near the harbour, it is called Fold & Thread';
    const bare = 'I am Odile, thanks';
    const extractor = new MeaningExtractor(
      fake({ [later]: vector('fact', 'workspace', true), [bare]: vector('fact', 'user', true) }),
      named,
    );
    const found = await extractor.extract(later, { now });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: 'person', scope: 'user', excerpt: 'I am Odile' }),
        expect.objectContaining({ subject: 'name', scope: 'workspace', excerpt: later }),
      ]),
    );
    // Saying nothing more than the name, the introduction alone stands.
    expect(await extractor.extract(bare, { now })).toMatchObject([{ subject: 'person', excerpt: 'I am Odile' }]);
  });

  it('given a chat opened with the person’s full name, then the name is theirs beside the business read in the sentence, and never from the agent (ADR 0075)', async () => {
    const named = { ...model, topic: head(TOPICS.map((t) => (t === 'name' ? row(8, 5) : row(8, 0)))) };
    const opening = "hi, I'm Solveig Marren, my shop is called Tidewrack, I need price cards";
    const bare = 'Здравствуйте, Ростислав Зимин, мастерская «Клён», нужны визитки';
    const extractor = new MeaningExtractor(
      fake({ [opening]: vector('fact', 'workspace', true), [bare]: vector('other', 'user') }),
      named,
    );
    expect(await extractor.extract(opening, { now })).toMatchObject([
      { subject: 'name', scope: 'workspace', excerpt: opening },
      { subject: 'person', scope: 'user', content: "I'm Solveig Marren" },
    ]);
    // The business named after the bare name is the company (ADR 0079), the request after it left out.
    expect(await extractor.extract(bare, { now })).toMatchObject([
      { subject: 'person', scope: 'user', content: 'Ростислав Зимин', origin: 'user_stated' },
      { subject: 'name', scope: 'workspace', content: 'мастерская «Клён»' },
    ]);
    expect(await extractor.extract(opening, { now, author: 'agent' })).not.toContainEqual(
      expect.objectContaining({ subject: 'person' }),
    );
  });

  it('given a message that opens with a bare full name and then says who the person is, then the name is theirs and the business named after it the company (ADR 0079)', async () => {
    const named = { ...model, topic: head(TOPICS.map((t) => (t === 'name' ? row(8, 5) : row(8, 0)))) };
    const alone = 'Ines Marlowe. I make soap in a barn outside Ludlow.';
    const comma = "Bram Oostveen, I've got a mobile bike repair van, Spoke Doctor.";
    const asked = 'Ines Marlowe. Make the title bigger.';
    const extractor = new MeaningExtractor(
      fake({
        'Ines Marlowe.': vector('other', 'user'),
        'I make soap in a barn outside Ludlow.': vector('fact', 'user'),
        [comma]: vector('other', 'user'),
        'Make the title bigger.': vector('request'),
      }),
      named,
    );
    expect(await extractor.extract(alone, { now })).toContainEqual(
      expect.objectContaining({ subject: 'person', scope: 'user', content: 'Ines Marlowe', excerpt: 'Ines Marlowe' }),
    );
    expect(await extractor.extract(comma, { now })).toEqual([
      expect.objectContaining({ subject: 'person', scope: 'user', content: 'Bram Oostveen' }),
      expect.objectContaining({
        subject: 'name',
        scope: 'workspace',
        content: "I've got a mobile bike repair van, Spoke Doctor",
      }),
    ]);
    // The next sentence a request: nothing says the name is the speaker's.
    expect(await extractor.extract(asked, { now })).not.toContainEqual(expect.objectContaining({ subject: 'person' }));
    expect(await extractor.extract(alone, { now, author: 'agent' })).not.toContainEqual(
      expect.objectContaining({ subject: 'person' }),
    );
  });

  it('given a message that opens with a greeting word, then the greeting is never the person’s name (ADR 0079)', async () => {
    const extractor = new MeaningExtractor(
      fake({ 'Hiya!': vector('other', 'user'), 'Yo.': vector('fact', 'user') }),
      model,
    );
    for (const message of ['Hiya! I need a poster for the fete.', 'Yo. Poster time again.'])
      expect(await extractor.extract(message, { now })).not.toContainEqual(
        expect.objectContaining({ subject: 'name', scope: 'user' }),
      );
  });

  it('given the person’s own notes as labelled fields, then each label is its slot, whatever the heads read in the line (ADR 0076)', async () => {
    const notes =
      'my notes:\nname: Wren Halloway\nshop: Driftwood & Dune\ncolour → kelp green\n\n## avoid\n- glossy bevels';
    const extractor = new MeaningExtractor(
      fake({ 'name: Wren Halloway': vector('other'), 'colour → kelp green': vector('request') }),
      model,
    );
    const found = await extractor.extract(notes, { now });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: 'person', scope: 'user', excerpt: 'name: Wren Halloway' }),
        expect.objectContaining({ subject: 'name', scope: 'workspace', excerpt: 'shop: Driftwood & Dune' }),
        expect.objectContaining({ subject: 'colour', scope: 'workspace', excerpt: 'colour → kelp green' }),
        expect.objectContaining({ subject: 'avoid: imagery', scope: 'user', excerpt: 'glossy bevels' }),
      ]),
    );
  });

  it('given two slots stated in one sentence, then each clause is its own statement, and a one-off before the first holds for both (ADR 0078)', async () => {
    const colour = 'Our colour is fern green';
    const format = 'every menu goes out as A5 flyers.';
    const extractor = new MeaningExtractor(
      fake({
        [colour]: vector('fact'),
        [format]: vector('preference', 'user'),
        'Just this once the colour is gold': vector('one_off', 'user'),
        'the font is Carnival Script.': vector('preference', 'workspace', true),
      }),
      model,
    );
    expect(await extractor.extract(`${colour}, and ${format}`, { now })).toEqual([
      expect.objectContaining({ subject: 'colour', scope: 'workspace', excerpt: colour }),
      expect.objectContaining({ subject: 'format', scope: 'user', excerpt: format }),
    ]);
    const once = (await extractor.extract('Just this once the colour is gold and the font is Carnival Script.', {
      now,
    })) as Candidate[];
    expect(once.length).toBe(2);
    expect(once.every((c) => c.scope === 'task')).toBe(true);
  });

  it('given a clause opened by its slot’s noun that the heads read as a request or small talk, then it is a field of that slot (ADR 0078)', async () => {
    const extractor = new MeaningExtractor(
      fake({ 'Brand colour is ember orange': vector('request'), 'font Marlin Sans.': vector('other') }),
      model,
    );
    expect(await extractor.extract('Brand colour is ember orange, font Marlin Sans.', { now })).toEqual([
      expect.objectContaining({ subject: 'colour', scope: 'workspace', excerpt: 'Brand colour is ember orange' }),
      expect.objectContaining({ subject: 'font', scope: 'workspace', excerpt: 'font Marlin Sans.' }),
    ]);
  });

  it('given a labelled field whose value was tried and dropped, then the field holds only what the person settled on (ADR 0084)', async () => {
    const tried = 'Schrift: Sora war zu breit, wir nehmen Figtree';
    const hedged = 'Farbe: vielleicht Petrol?';
    const extractor = new MeaningExtractor(
      fake({ 'Schrift: Sora war zu breit,': vector('fact', 'workspace', true), [hedged]: vector('fact') }),
      model,
    );
    const found = (await extractor.extract(`${tried}\n${hedged}`, { now })) as Candidate[];
    expect(found).toEqual([
      expect.objectContaining({ subject: 'font', scope: 'workspace', content: 'wir nehmen Figtree', excerpt: tried }),
    ]);
  });

  it('makes the agent’s own labelled fields (its read-back of what it remembers) hypotheses, never the person’s statements', async () => {
    const readBack = 'Here is what I have:\nname: Wren Halloway\ncolour → kelp green';
    const extractor = new MeaningExtractor(fake({}), model);
    const found = (await extractor.extract(readBack, { now, author: 'agent' })) as Candidate[];
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(found.map(() => expect.objectContaining({ origin: 'model_inferred' })));
    expect(Math.max(...found.map((c) => c.confidence))).toBeLessThanOrEqual(0.3);
  });

  it('stores nothing for a forget request or small talk', async () => {
    const extractor = new MeaningExtractor(
      fake({ 'forget my colour': vector('forget'), 'thanks!': vector('other') }),
      model,
    );
    expect(await extractor.extract('forget my colour', { now })).toEqual([]);
    expect(await extractor.extract('thanks!', { now })).toEqual([]);
  });

  it('lets the rules read a sentence whose kind is not sure enough, under the topic a sure reading gives', async () => {
    const text = 'Our brand colour is teal.';
    const unsure = new Array<number>(DIMS).fill(0.01);
    unsure[8] = -1; // colour, not font
    const extractor = new MeaningExtractor(fake({ [text]: unsure }), model);
    const rules = extractExplicitStatements(text, { now });
    expect(rules).toMatchObject([{ subject: 'brand colour' }]);
    expect(await extractor.extract(text, { now })).toEqual(rules.map((c) => ({ ...c, subject: 'colour' })));
  });

  it('is the phrase-table rules with any other embedder, and when the embedder fails', async () => {
    const text = 'Our brand colour is teal. Draw me an owl.';
    const rules = extractExplicitStatements(text, { now });
    const hashed = new MeaningExtractor(new HashedNgramEmbedder(), model);
    expect(hashed.reads).toBe(false);
    expect(hashed.name).toBe('explicit-statements');
    expect(await hashed.extract(text, { now })).toEqual(rules);
    const failing = new MeaningExtractor(fake({}, new Error('engine crashed')), model);
    expect(await failing.extract(text, { now })).toEqual(rules);
  });

  it('makes what an agent reply says a hypothesis, by meaning or by rules', async () => {
    const extractor = new MeaningExtractor(fake({ 'I will use plum for you': vector('preference') }), model);
    expect(await extractor.extract('I will use plum for you', { now, author: 'agent' })).toMatchObject([
      { origin: 'model_inferred' },
    ]);
    const rules = new MeaningExtractor(new HashedNgramEmbedder(), model);
    const inferred = await rules.extract('Our brand colour is teal.', { now, author: 'agent' });
    expect(inferred.length).toBeGreaterThan(0);
    expect(inferred).toEqual(inferred.map(() => expect.objectContaining({ origin: 'model_inferred' })));
  });

  it('never lets an unsure sentence that may be a one-off last: the rules’ reading is kept for the task', async () => {
    const text = 'I prefer muted colours';
    expect(extractExplicitStatements(text, { now })).toMatchObject([{ scope: 'user' }]);
    const leaning = new Array<number>(DIMS).fill(0);
    leaning[STATEMENT_KINDS.indexOf('one_off')] = 0.15;
    leaning[STATEMENT_KINDS.indexOf('preference')] = 0.1;
    const extractor = new MeaningExtractor(fake({ [text]: leaning }), model);
    expect(await extractor.extract(text, { now })).toMatchObject([
      { scope: 'task', subject: expect.stringMatching(/^this time: /) },
    ]);
  });

  // Lines written for this spec (ADR 0069).
  it('makes a lasting reading said "from now on" a correction, and a one-off reading of it lasting', async () => {
    const extractor = new MeaningExtractor(
      fake({
        'from now on I want every heading in Lora': vector('preference', 'user', true),
        以后统一用思源宋体: vector('one_off', 'workspace', true),
        'just this once the headings in Lora, bold from now on': vector('one_off', 'user', true),
      }),
      model,
    );
    expect(await extractor.extract('from now on I want every heading in Lora', { now })).toMatchObject([
      { scope: 'user', subject: 'font', correction: true },
    ]);
    expect(await extractor.extract('以后统一用思源宋体', { now })).toMatchObject([
      { scope: 'workspace', subject: 'font', correction: true },
    ]);
    expect(await extractor.extract('just this once the headings in Lora, bold from now on', { now })).toMatchObject([
      { scope: 'task' },
    ]);
  });

  // Lines written for this spec (issue 28).
  it('makes a value given "now" after the person quotes the read-back a correction on the quoted value’s slot, the new value alone', async () => {
    const extractor = new MeaningExtractor(
      fake({
        'Your notes say “sky blue”.': vector('other'),
        'It’s heather now.': vector('other'),
        'sky blue': vector('preference', 'workspace', false),
      }),
      model,
    );
    expect(await extractor.extract('Your notes say “sky blue”. It’s heather now.', { now })).toMatchObject([
      { scope: 'workspace', subject: 'colour', content: 'It’s heather now', correction: true },
    ]);
  });

  // Lines written for this spec (ADR 0069).
  it('reads a name on the work that the person says is theirs, and a colour given as always, in a request', async () => {
    const extractor = new MeaningExtractor(
      fake({
        'Send the proofs to Hal, that is me': vector('request', 'user'),
        'Harbour Loaves at the bottom in rust orange, as usual': vector('request'),
      }),
      model,
    );
    expect(await extractor.extract('Send the proofs to Hal, that is me', { now })).toMatchObject([
      { scope: 'user', subject: 'name', content: 'Send the proofs to Hal, that is me' },
    ]);
    expect(await extractor.extract('Harbour Loaves at the bottom in rust orange, as usual', { now })).toMatchObject([
      { scope: 'workspace', subject: 'colour' },
    ]);
  });

  it('makes a lasting reading with a one-off marker a one-off', async () => {
    const extractor = new MeaningExtractor(fake({ 'this time use plum': vector('preference') }), model);
    expect(await extractor.extract('this time use plum', { now })).toMatchObject([{ scope: 'task' }]);
  });

  it('reads the scope from the grammatical person and gives an avoidance its own subject', async () => {
    const extractor = new MeaningExtractor(
      fake({
        'I can’t stand neon colours in our designs': vector('preference', 'workspace'),
        'we set every heading in Lora': vector('preference', 'user', true),
      }),
      model,
    );
    expect(await extractor.extract('I can’t stand neon colours in our designs', { now })).toMatchObject([
      { scope: 'user', subject: 'avoid: colour' },
    ]);
    expect(await extractor.extract('we set every heading in Lora', { now })).toMatchObject([
      { scope: 'workspace', subject: 'font' },
    ]);
  });

  it('given a signature pasted as the person’s own, then its name and business are stated; pasted as a client’s, nothing (ADR 0090)', async () => {
    const own = 'my signature for the invoices:';
    const theirs = 'our client’s signature, for the record:';
    const extractor = new MeaningExtractor(
      fake({ [own]: vector('request', 'user'), [theirs]: vector('other', 'user') }),
      model,
    );
    const signature = '--\nRuth Okafor\nOkafor Letterpress · Leeds\n0113 000 0000';
    expect(await extractor.extract(`${own}\n\n${signature}`, { now })).toMatchObject([
      { subject: 'person', scope: 'user', content: 'Ruth Okafor', origin: 'user_stated' },
      { subject: 'name', scope: 'workspace', content: 'Okafor Letterpress · Leeds' },
    ]);
    expect(await extractor.extract(`${theirs}\n\n${signature}`, { now })).toEqual([]);
    // The agent's reply quotes what it was given: nothing of it is the person's statement.
    expect(await extractor.extract(`${own}\n\n${signature}`, { now, author: 'agent' })).toEqual([]);
    // Read by layout, it needs no model: an embedder that fails still leaves it read.
    const failing = new MeaningExtractor(fake({}, new Error('embedder down')), model);
    expect(await failing.extract(`${own}\n\n${signature}`, { now })).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: 'person', content: 'Ruth Okafor' })]),
    );
  });

  it.each([
    ['here is the sheet the framer keeps, copied as is:', 'Hatch & Loom\ncolour: ink blue'],
    ['te copio el briefing de un cliente:', 'Cliente: Bodegas Sur\nColor: burdeos'],
    ['hier das Briefing eines Kunden, aus der Mail kopiert:', 'Kunde: Hofgut Lind\nFarbe: Salbei'],
    ['пересылаю письмо от поставщика:', 'От: Пётр Жуков\nТема: акция'],
    ['这是印刷厂存的品牌单，我直接贴过来：', '颜色：砖红\n字体：思源宋体'],
    ['ホテルからの依頼、コピペします：', '色：紺\n形式：A4'],
  ])('given "%s" over pasted text, then the lead-in itself is no one-off memory (ADR 0090)', async (leadIn, block) => {
    const extractor = new MeaningExtractor(fake({ [leadIn]: vector('one_off', 'user') }), model);
    const found = (await extractor.extract(`${leadIn}\n\n${block}`, { now })) as Candidate[];
    expect(found.filter((c) => c.excerpt === leadIn)).toEqual([]);
  });

  it('given a lead-in with a one-off marker, then its one-off stays (ADR 0090)', async () => {
    const leadIn = 'just for this one, go with the sheet below:';
    const extractor = new MeaningExtractor(fake({ [leadIn]: vector('one_off', 'user') }), model);
    const found = (await extractor.extract(`${leadIn}\n\n> Colour: moss green`, { now })) as Candidate[];
    expect(found).toEqual([expect.objectContaining({ scope: 'task', excerpt: leadIn })]);
    // Not followed by pasted text, the same sentence is read as before.
    expect(await extractor.extract(leadIn, { now })).toEqual([expect.objectContaining({ scope: 'task' })]);
  });

  it('reads the clauses of a sentence read as small talk, and never a question', async () => {
    const extractor = new MeaningExtractor(
      fake({
        'I am Ana by the way, nice to meet you!': vector('other'),
        'I am Ana by the way': vector('fact', 'user'),
        'nice to meet you!': vector('other'),
        'our colour is plum, right?': vector('preference'),
      }),
      model,
    );
    expect(await extractor.extract('I am Ana by the way, nice to meet you!', { now })).toMatchObject([
      { content: 'I am Ana by the way', excerpt: 'I am Ana by the way', scope: 'user' },
    ]);
    expect(await extractor.extract('our colour is plum, right?', { now })).toEqual([]);
  });

  it('names each sentence’s reading for the forget path', async () => {
    const extractor = new MeaningExtractor(fake({ 'vergiss meine Farbe': vector('forget') }), model);
    expect(await extractor.readings('vergiss meine Farbe')).toMatchObject([
      { sentence: 'vergiss meine Farbe', reading: { kind: 'forget' } },
    ]);
    expect(await new MeaningExtractor(new HashedNgramEmbedder(), model).readings('x')).toBeUndefined();
  });
});

describe('the checked-in statement model', () => {
  const file = checkedIn as StatementModelFile;

  it('is trained on the current training set (rebuild: npm run bench:memory-extraction-train -- --build)', () => {
    expect(file.trainingSha).toBe(createHash('sha256').update(JSON.stringify(TRAINING_SET)).digest('hex'));
    expect(file.kind.weights).toHaveLength(STATEMENT_KINDS.length);
    expect(file.scope.weights).toHaveLength(STATEMENT_SCOPES.length);
    expect(file.topic.weights).toHaveLength(TOPICS.length);
    expect(file.kind.mean).toHaveLength(384);
  });

  it('reads e5-small vectors only', () => {
    expect(new MeaningExtractor(fake({}), file).reads).toBe(false);
    expect(file.embedder).toBe('multilingual-e5-small-q4');
  });

  it('loads as the apps load it (node -r @swc-node/register finds x.json before x.ts)', () => {
    const typeOf = execFileSync(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        '-e',
        `process.stdout.write(typeof require(${JSON.stringify(join(__dirname, 'statement-model'))}).readStatement)`,
      ],
      { cwd: resolve(__dirname, '../../../../../..'), encoding: 'utf8' },
    );
    expect(typeOf).toBe('function');
  });
});
