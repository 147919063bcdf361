import { en } from '../offline/languages/en';
import type { Topic } from './statement-labels';
import {
  avoids,
  clausesOf,
  namesHouseRule,
  neverStated,
  personOf,
  personOfWish,
  saysOnce,
  scopeOf,
  tableOf,
  topicOf,
} from './statement-slots';

const headOn = (topic: Topic) => ({ topic });

describe('tableOf', () => {
  it('picks the table by script, and among Latin-script languages by the language of the sentence', () => {
    expect(tableOf('我们的主色是橄榄绿')?.lang).toBe('zh');
    expect(tableOf('うちは紺色です')?.lang).toBe('ja');
    expect(tableOf('мы всегда печатаем на крафте')?.lang).toBe('ru');
    expect(tableOf('nosotros siempre usamos papel reciclado para todo')?.lang).toBe('es');
    expect(tableOf('wir drucken immer auf Recyclingpapier')?.lang).toBe('de');
    expect(tableOf('we always print on recycled paper')?.lang).toBe('en');
    expect(tableOf('12345')).toBeUndefined();
  });
});

describe('personOf and scopeOf', () => {
  it('reads the grammatical person a statement is made in', () => {
    expect(personOf('I hate drop shadows', en)).toBe('me');
    expect(personOf('we print everything on kraft paper', en)).toBe('we');
    expect(personOf('I never want drop shadows in our flyers', en)).toBe('both');
    expect(personOf('headings in Lora', en)).toBe('none');
    expect(personOf('мне нужны файлы в PDF', tableOf('мне нужны файлы в PDF'))).toBe('me');
    expect(personOf('我们一直用思源宋体', tableOf('我们一直用思源宋体'))).toBe('we');
  });

  it('makes a taste in the first person the person’s, a “we” statement the workspace’s, else the head’s', () => {
    expect(scopeOf('preference', 'imagery', 'workspace', 'me')).toBe('user');
    expect(scopeOf('preference', 'imagery', 'workspace', 'both')).toBe('user');
    expect(scopeOf('fact', 'place', 'user', 'we')).toBe('workspace');
    expect(scopeOf('fact', 'place', 'user', 'both')).toBe('user');
    expect(scopeOf('preference', 'colour', 'workspace', 'none')).toBe('workspace');
  });

  it('reads a correction’s “I” as the one who misspoke: only “we” places it, else the head (ADR 0052)', () => {
    expect(scopeOf('correction', 'colour', 'workspace', 'me')).toBe('workspace');
    expect(scopeOf('correction', 'format', 'user', 'me')).toBe('user');
    expect(scopeOf('correction', 'colour', 'user', 'we')).toBe('workspace');
    expect(scopeOf('correction', 'colour', 'user', 'both')).toBe('workspace');
  });

  it('makes a wish said with no one’s name the speaker’s, unless it is about the brand’s colour or typeface (ADR 0052)', () => {
    expect(scopeOf('preference', 'format', 'workspace', 'none')).toBe('user');
    expect(scopeOf('preference', 'imagery', 'workspace', 'none')).toBe('user');
    expect(scopeOf('preference', 'colour', 'workspace', 'none')).toBe('workspace');
    expect(scopeOf('preference', 'font', 'workspace', 'none')).toBe('workspace');
    expect(scopeOf('preference', 'font', 'workspace', 'none', true)).toBe('user');
    expect(scopeOf('preference', 'colour', 'workspace', 'we', true)).toBe('workspace');
    expect(scopeOf('fact', 'place', 'workspace', 'none')).toBe('workspace');
  });

  it('reads an avoidance’s person in the clause that says it, not in the reason given after it (ADR 0052)', () => {
    const ru = tableOf('никаких блёсток, у нас строгая контора');
    expect(personOfWish('preference', 'никаких блёсток, у нас строгая контора', ru)).toBe('none');
    expect(personOfWish('preference', 'please no clip art, our clients are lawyers', en)).toBe('none');
    expect(personOfWish('preference', 'we never show prices, it scares people off', en)).toBe('we');
    // Not an avoidance: a lead-in before the statement does not hide its "we".
    expect(personOfWish('preference', 'to start with, we keep every leaflet indigo', en)).toBe('we');
    // A fact keeps the whole sentence's person.
    expect(personOfWish('fact', 'the logo is round, our sign is too', en)).toBe('we');
  });

  it('keeps a business’s name the workspace’s and lets the head tell a person from their shop', () => {
    expect(scopeOf('fact', 'name', 'user', 'me')).toBe('workspace');
    expect(scopeOf('fact', 'person', 'workspace', 'me')).toBe('workspace');
    expect(scopeOf('fact', 'person', 'user', 'none')).toBe('user');
  });
});

describe('topicOf', () => {
  it('takes a typeface or a format the sentence names over the head', () => {
    expect(topicOf('headings and body in Inter', en, headOn('colour'))).toBe('font');
    expect(topicOf('files in 4:5 please, always', en, headOn('tools'))).toBe('format');
  });

  it('takes a colour or business word the sentence names when the head read no visual topic', () => {
    expect(topicOf('we are a teal company', en, headOn('person'))).toBe('name');
    expect(topicOf('our brand colour is what people know us by', en, headOn('person'))).toBe('colour');
    expect(topicOf('we are teal through and through', en, headOn('audience'))).toBe('colour');
    expect(topicOf('teal drop shadows everywhere', en, headOn('imagery'))).toBe('imagery');
    expect(topicOf('I like quiet mornings', en, headOn('schedule'))).toBe('schedule');
  });
});

describe('avoids, neverStated and clausesOf', () => {
  it('tells an avoidance from a taste', () => {
    expect(avoids('never use gradients', en)).toBe(true);
    expect(avoids('I love gradients', en)).toBe(false);
  });

  it('states nothing in a question or a forget request, unless it asks for a one-off', () => {
    expect(neverStated('is our colour teal?')).toBe(true);
    expect(neverStated('forget my brand colour')).toBe(true);
    expect(neverStated('Can you do it in pink this time?')).toBe(false);
    expect(neverStated('our colour is teal')).toBe(false);
  });

  it('splits a sentence into clauses that say enough on their own, each a substring of it', () => {
    const sentence = 'I am Ana by the way, nice to meet you — oh, hi';
    expect(clausesOf(sentence)).toEqual(['I am Ana by the way', 'nice to meet you']);
    expect(clausesOf('新娘是我闺蜜，她特别喜欢粉色')).toEqual(['新娘是我闺蜜', '她特别喜欢粉色']);
    for (const c of clausesOf(sentence)) expect(sentence).toContain(c);
  });
});

describe('saysOnce: a wish restricted to one occasion (ADR 0056)', () => {
  const once = (text: string) => saysOnce(text, tableOf(text));

  it('reads "only for <a particular thing>" at the head of a sentence, or "for the <thing> only", in six languages', () => {
    expect(once('just for the school fair banner, put balloons on it')).toBe(true);
    expect(once('for the launch party poster only, add confetti')).toBe(true);
    expect(once('sólo para la invitación de la boda, añade unas palomas')).toBe(true);
    expect(once('Nur für den Adventsmarkt: ein paar Sterne')).toBe(true);
    expect(once('Nur zum Sommerfest bitte Luftballons')).toBe(true);
    expect(once('только к Новому году добавь ёлку')).toBe(true);
    expect(once('只给那张开业海报加个气球')).toBe(true);
    expect(once('開店記念のポスターだけ、風船を描いて')).toBe(true);
  });

  // Lines written for this spec (ADR 0069): a bare noun under restrictive focus, set off by a comma.
  it('reads "<a thing>だけ、…" at the head of a Japanese sentence, with no "の" before the thing', () => {
    expect(once('表紙だけ、タイトルを金色にしてください')).toBe(true);
    // The wish for the one thing said in full before the clause break (ADR 0071).
    expect(once('秋の展示会だけ紅葉を散らしてください、店名はいつもの場所で')).toBe(true);
    expect(once('年賀状のみ、背景を赤で')).toBe(true);
    expect(once('黒だけで、文字はすべて統一しています')).toBe(false);
  });

  it('reads "only for <a named occasion>" at the head of a sentence in cased scripts (ADR 0059)', () => {
    expect(once('just for Founders Day, a balloon arch on top')).toBe(true);
    expect(once('sólo para Semana Santa, con palmas')).toBe(true);
    expect(once('только к Масленице — блины на фоне')).toBe(true);
    expect(once('just for context, our colour is teal')).toBe(false);
  });

  it('leaves lasting uses of "only" alone', () => {
    expect(once('only use Helvetica please')).toBe(false);
    expect(once('we only print on recycled paper')).toBe(false);
    expect(once('solo quiero tonos tierra')).toBe(false);
    expect(once('Nur im Querformat, bitte')).toBe(false);
    expect(once('только в формате А4')).toBe(false);
    expect(once('我们只用黑白')).toBe(false);
    expect(once('うちは黒だけ使います')).toBe(false);
  });
});

describe('topicOf: names and rules are not narrowed by incidental words (ADR 0056)', () => {
  it('keeps a person or a business read as such when a colour word is part of a name or a job', () => {
    expect(topicOf('Tom Reyes, the ice cream man', en, headOn('person'))).toBe('person');
    expect(topicOf('we are Blue Heron Kayaks', en, headOn('name'))).toBe('name');
  });

  it('does not turn a rule of the company into the company’s name', () => {
    // A file type is a format (ADR 0069), never the company's name.
    expect(topicOf('company rule: invoices go out as PDF', en, headOn('tools'))).toBe('format');
    expect(topicOf('I run a small design studio in town', en, headOn('offer'))).toBe('name');
  });

  // Lines written for this spec (ADR 0061).
  it.each([
    ['shop rule: no clip-art hearts, my partner agrees'],
    ['company policy is A4 portrait for every invoice'],
    ['regla del estudio: nada de degradados'],
    ['Hausregel: keine Neonfarben auf Plakaten'],
    ['по правилам мастерской все сметы в PDF'],
    ['店里的规定：菜单一律A4竖版'],
    ['うちのルールで、チラシは全部A5縦です'],
  ])('reads a rule of the house in “%s”, which makes a wish the workspace’s whoever says it', (sentence) => {
    const t = tableOf(sentence);
    expect(namesHouseRule(sentence, t)).toBe(true);
    expect(scopeOf('preference', 'format', 'user', 'me', false, true)).toBe('workspace');
  });

  it.each([
    ['as a rule I like my files as PNG'],
    ['my own rule: coffee before any proofs'],
    ['Ich mag in der Regel helle Farben'],
    ['это правильно, мне нравится синий'],
    ['por norma general prefiero el PDF'],
    ['that’s my habit, not a house rule'],
    ['это моя привычка, не правило студии'],
    ['这是我的习惯，不是店里的规定'],
  ])('does not take “%s” for a rule of the house', (sentence) => {
    expect(namesHouseRule(sentence, tableOf(sentence))).toBe(false);
  });
});
