import { fullNameOf } from './full-name';
import type { Place } from './introduction';

const named = (sentence: string, place: Place = 'opening') => fullNameOf(sentence, place)?.name.sentence;

describe('fullNameOf: a person opening a chat with their full name (ADR 0075)', () => {
  it.each([
    // A copula before the name, the business or the request after it, often in another language.
    ["hey there, I'm Colm Fitzgerald, I do wedding cakes out of my kitchen", "I'm Colm Fitzgerald"],
    ['hello! my name is Priya Raman-Shaw and I teach pottery', 'my name is Priya Raman-Shaw'],
    ['buenos días, soy Ana de la Fuente, tengo una floristería, need a flyer', 'soy Ana de la Fuente'],
    ['hola, me llamo Joaquín Sorolla Peña, vendemos cerámica', 'me llamo Joaquín Sorolla Peña'],
    ['Guten Morgen, ich bin Lena van Dijk, wir machen Fahrräder', 'ich bin Lena van Dijk'],
    ['Hallo, ich heiße Jörg Brenninkmeyer und brauche ein Logo', 'ich heiße Jörg Brenninkmeyer'],
    ['добрый вечер, меня зовут Зоя Крылова, у меня цветочный магазин', 'меня зовут Зоя Крылова'],
    ['привет, я Тимур Ахметов, делаю мебель, need a catalogue', 'я Тимур Ахметов'],
    ['你好，我是周晓梅，开了一家面包店', '我是周晓梅'],
    ['大家好, 我叫欧阳明, 做茶叶生意', '我叫欧阳明'],
    ['hi, 我是 Lucas Moreau, 我们做咖啡', '我是 Lucas Moreau'],
    // Japanese: the name before です / と申します, after a greeting or 私は.
    ['はじめまして、森田大輔です', '森田大輔です'],
    ['こんにちは、中村ユキです', '中村ユキです'],
    ['私は石川です', '石川です'],
    ['佐々木と申します', '佐々木と申します'],
    // "<Name Surname> here" at the start of a message.
    ['Gemma Holt here, we run the farm shop', 'Gemma Holt'],
    ['Servus, Anton Huber hier, ich brauche Plakate', 'Anton Huber'],
    ['Борис Лебедев на связи, нужен баннер', 'Борис Лебедев'],
    // Bare after a greeting, set off by a comma.
    ['evening, Orla Byrne, I make candles', 'Orla Byrne'],
    ['buenas, Pilar Montes, diseño joyas', 'Pilar Montes'],
    ['Moin, Hauke Petersen, wir verkaufen Fisch', 'Hauke Petersen'],
    ['здравствуйте, Ксения Белова, пекарня на углу', 'Ксения Белова'],
  ])('%s → %s, the person’s', (sentence, name) => {
    expect(fullNameOf(sentence, 'opening')?.name).toEqual({
      sentence: name,
      kind: 'fact',
      probability: 0.6,
      scope: 'user',
      topic: 'name',
      subject: 'person',
    });
  });

  it('reads a bare name after a greeting said in a sentence of its own', () => {
    expect(named('Declan Murphy, I fix bikes', 'greeted')).toBe('Declan Murphy');
    // At the message's start with no greeting, only when the rest says who the speaker is (ADR 0079).
    expect(named('Declan Murphy, I fix bikes', 'opening')).toBe('Declan Murphy');
    expect(named('Declan Murphy, Tuesday works', 'opening')).toBeUndefined();
    expect(named('Declan Murphy, I fix bikes', 'inside')).toBeUndefined();
  });

  it('reads no capitalised line standing alone after a greeting: a business or a list entry looks the same', () => {
    expect(named('Marlow Ceramics', 'greeted')).toBeUndefined();
    expect(named('Bäckerei Sonnleitner', 'greeted')).toBeUndefined();
    expect(named('Declan Murphy', 'greeted')).toBeUndefined();
  });

  it('reads "this is <name>" only at the start of a message, where it presents the speaker', () => {
    expect(named('this is Nora Quinlan, from the bakery')).toBe('this is Nora Quinlan');
    expect(named('this is Nora Quinlan, my accountant', 'inside')).toBeUndefined();
    expect(named("and I'm Nora Quinlan, by the way", 'inside')).toBe("I'm Nora Quinlan");
  });

  it.each([
    // A copula before one word, a state or a role: no introduction.
    "hi, I'm Happy to change it",
    "I'm Sorry, wrong file",
    'hola, soy Diseñadora',
    'Hallo, ich bin Grafikerin, kurze Frage',
    // A greeting to someone else: a courtesy title, a Russian name with patronymic, a group.
    'Hi Mr Hale, the proofs are attached',
    'Hallo, Frau Brenner, anbei die Datei',
    'Добрый день, Анна Сергеевна, вот макет',
    'Hallo, Kurze Frage, geht das?',
    'hi, Quick Question, can we do this',
    // A question, a typeface or a colour after a greeting.
    "hi, is this Nora Quinlan's shop?",
    'hi! Fira Sans, please',
    // A role or an answer in Japanese, an occupation in Chinese.
    'はじめまして、店長です',
    'どうも、了解です',
    'はじめまして、デザイナーです',
    '你好，我是设计师，想做个海报',
    '我是陈琳的朋友',
    // A business's longer run of capitals.
    "hi, I'm Blue Harbour Coffee Roasters, we need menus",
  ])('%s → nothing', (sentence) => {
    expect(fullNameOf(sentence, 'opening')).toBeUndefined();
  });
});
