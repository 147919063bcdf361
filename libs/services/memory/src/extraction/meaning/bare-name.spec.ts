import { businessClause, describesSelf, notAPersonsName, type Following } from './bare-name';
import { fullNameOf } from './full-name';
import type { Place } from './introduction';

// Every line here was written for this spec (ADR 0079); none is from a bench set.
const next = (sentence: string, business = false): Following => ({ sentence, business });
const read = (sentence: string, following?: Following, place: Place = 'opening', requested = false) => {
  const found = fullNameOf(sentence, place, { following, requested });
  return found && { name: found.name.sentence, company: found.company?.sentence };
};

describe('fullNameOf: a full name said bare at the opening of a message (ADR 0079)', () => {
  it.each([
    // Set off by a comma or a dash, the rest in the first person or naming the business.
    ['Nadia Kerrigan, I run a little print studio in Hull', 'Nadia Kerrigan', undefined],
    [
      "Owen Tregarthen, I've got a café on the harbour, The Salt Loft.",
      'Owen Tregarthen',
      "I've got a café on the harbour, The Salt Loft",
    ],
    ['Hey, Priya Malhotra — we make candles as Wick & Wander.', 'Priya Malhotra', 'we make candles as Wick & Wander'],
    [
      'Lucía Barrientos, tengo una panadería que se llama Miga Dorada.',
      'Lucía Barrientos',
      'tengo una panadería que se llama Miga Dorada',
    ],
    [
      'Henrik Sommerfeld, wir haben eine Tischlerei namens Holzwurm & Söhne, brauche Visitenkarten',
      'Henrik Sommerfeld',
      'wir haben eine Tischlerei namens Holzwurm & Söhne',
    ],
    ['Вера Ковалёва, у меня студия керамики «Глина и Ко».', 'Вера Ковалёва', 'у меня студия керамики «Глина и Ко»'],
    ['Маргарита Ланская, кондитерская «Пряничный дом».', 'Маргарита Ланская', 'кондитерская «Пряничный дом»'],
  ])('%s → %s (the company: %s)', (sentence, name, company) => {
    expect(read(sentence)).toEqual({ name, company });
  });

  it.each([
    // Standing alone, the next sentence saying who the speaker is or what they run.
    ['Desmond Achebe.', 'I fix vintage radios out of a shed in Leeds.', 'Desmond Achebe'],
    ['Hiya, Rosa Lindqvist.', 'The bakery is called Crumb & Co.', 'Rosa Lindqvist'],
    ['Tomás Echeverría.', 'Llevo una ferretería en Bilbao.', 'Tomás Echeverría'],
    ['Servus, Anton Berger.', 'Unsere Schreinerei heißt Span & Fuge.', 'Anton Berger'],
    ['Полина Гришина.', 'Кондитерская «Сахарная вата».', 'Полина Гришина'],
  ])('%s, then "%s" → %s', (sentence, following, name) => {
    expect(read(sentence, next(following))).toEqual({ name, company: undefined });
  });

  it('reads a name on the first line of notes when the heads read the next line as the business’s name', () => {
    expect(read('📌 Mira Solberg', next('📌 Solberg Soaps', true))).toEqual({
      name: 'Mira Solberg',
      company: undefined,
    });
    expect(read('📌 Mira Solberg', next('📌 Solberg Soaps'))).toBeUndefined();
  });

  it('reads the standing name only when a sentence follows that describes the speaker', () => {
    expect(read('Desmond Achebe.')).toBeUndefined();
    expect(read('Desmond Achebe.', next('Tuesday at ten works.'))).toBeUndefined();
    // Someone else: a third person in the next sentence.
    expect(read('Anna Berg.', next('She keeps our books.'))).toBeUndefined();
    expect(read('Jonas Richter.', next('Er fährt unsere Lieferungen.'))).toBeUndefined();
  });

  it.each([
    // A name with nothing about the speaker after it, or someone else's.
    ['Thanks, Anna.', next('I need the proofs by Monday.')],
    ['Sure.', next('Next week works.')],
    ['Nadia Kerrigan, Tuesday at ten.', undefined],
    ['Anna Berg, my accountant, will send the figures.', undefined],
    ['Jonas Richter, he does our deliveries now.', undefined],
    ['Anna Berg, who keeps our books, says hello.', undefined],
    ['Marisol Vega, ¿me mandas la factura?', undefined],
    ['Добрый день, Анна Петровна, я по поводу макета', undefined],
    // A typeface, a business, a place, a title, a labelled value, a holiday: capitals that are no one's name.
    ['Garamond Bold, please.', undefined],
    ['Kestrel Valley Roofing, Swansea.', undefined],
    ['Studio Fennwick.', next('We print posters for gigs.')],
    ['Bäckerei Lindner.', next('Wir backen seit 1952.')],
    ['Ferretería Olmos.', next('Tenemos de todo para la casa.')],
    ['New Brighton, I run a stall on the front there.', undefined],
    ['Creative Director, I lead a team of four.', undefined],
    ['Farbe Salbeigrün, Schrift Work Sans Bold.', undefined],
    ['Merry Christmas.', next("We're closed until the 4th.")],
    // A sentence-opening adverb before an article and a capitalised noun (German capitalises nouns):
    // "das" / "der" read as name particles made "Jetzt das Ladenschild" a full name (B11h16, after its run).
    ['Jetzt das Ladenschild.', next('Ab Mai heißt der Laden „Kleine Werkstatt“.')],
    ['Dann der Flyer.', next('Wir heißen jetzt Hofladen Krume.')],
    ['Now the Banner.', next("We're called Tidewater Ceramics these days.")],
    // Chinese and Japanese bare names are the name answer's (name-answer.ts), with no form to tell here.
    ['周晓梅。', next('我开了一家面包店。')],
    ['森田大輔。', next('カフェをやっています。')],
  ])('%s → nothing', (sentence, following) => {
    expect(read(sentence, following)).toBeUndefined();
  });

  it('reads no bare name in a sentence surely read as a request, or further in a message', () => {
    expect(read('Nadia Kerrigan, I need the flyer by Friday', undefined, 'opening', true)).toBeUndefined();
    // A teammate introduced later in the chat: not the message's opening.
    expect(read('Ruth Okoye, we hired her in May.', undefined, 'inside')).toBeUndefined();
    expect(read('Ruth Okoye.', next('We took her on in May.'), 'inside')).toBeUndefined();
  });
});

describe('the grammar of a bare name', () => {
  it('tells a business’s, a place’s or a title’s capitals from a person’s name by their form', () => {
    expect(notAPersonsName('Kestrel Valley Roofing')).toBe(true);
    expect(notAPersonsName('Hollow Oak Brewing')).toBe(true);
    expect(notAPersonsName('Imkerei Brandt')).toBe(true);
    expect(notAPersonsName('Panadería Ruiz')).toBe(true);
    expect(notAPersonsName('San Sebastián')).toBe(true);
    expect(notAPersonsName('Head Chef')).toBe(true);
    expect(notAPersonsName('Schrift Lora')).toBe(true);
    expect(notAPersonsName('Grace Park')).toBe(false);
    expect(notAPersonsName('Amber Fleming')).toBe(false);
    expect(notAPersonsName('June Baker')).toBe(false);
    expect(notAPersonsName('Ignacio Echeverría')).toBe(false);
    expect(notAPersonsName('Maite Echeberria')).toBe(false);
  });

  it('reads a clause as the speaker’s own in the first person or when it names a business, not someone else’s', () => {
    expect(describesSelf("I've got a van that sells crêpes")).toBe(true);
    expect(describesSelf('mi estudio se llama Tinta Fina')).toBe(true);
    expect(describesSelf('meine Werkstatt ist in Kreuzberg')).toBe(true);
    expect(describesSelf('у нас семейная пекарня')).toBe(true);
    expect(describesSelf('The shop is called Loose Ends.')).toBe(true);
    expect(describesSelf('my sister, the one with the cat')).toBe(false);
    expect(describesSelf('she runs the till on Saturdays')).toBe(false);
    expect(describesSelf('can I change the colour?')).toBe(false);
    expect(describesSelf('Tuesday at ten')).toBe(false);
  });

  it('cuts the clause to the business it names, and names none in a place or a typeface', () => {
    expect(businessClause('мастерская «Клён», нужны визитки')).toBe('мастерская «Клён»');
    expect(businessClause('I run Harbour Light Yoga, need a timetable')).toBe('I run Harbour Light Yoga');
    expect(businessClause('I sell cheese in New York')).toBeUndefined();
    expect(businessClause('Schrift Work Sans Bold')).toBeUndefined();
    expect(businessClause('I make cakes')).toBeUndefined();
  });
});
