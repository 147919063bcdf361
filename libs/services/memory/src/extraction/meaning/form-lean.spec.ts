import { formLean } from './form-lean';
import type { StatementReading } from './statement-model';

// Lines written for this spec (ADR 0095): an unsure sentence that leans to a lasting statement and
// names a typeface or a format is read as the statement it leans to.
type Abstained = Extract<StatementReading, { abstained: string }>;
const unsure = (kind: string, p: number, topic: string, second = 'other', q = 0.2): Abstained =>
  ({
    abstained: 'no kind sure enough',
    leaning: [
      { kind, p },
      { kind: second, p: q },
    ],
    topic,
    scope: 'workspace',
  }) as Abstained;

describe('form lean: an unsure statement about a typeface or a format', () => {
  it.each([
    ['en', 'The invoices stay in Merriweather Sans.', unsure('preference', 0.47, 'font'), 'font'],
    ['en', 'Quotes go out as a one-page PDF.', unsure('preference', 0.46, 'tools'), 'format'],
    ['es', 'La letra del menú sigue siendo Cormorant Garamond.', unsure('correction', 0.45, 'font'), 'font'],
    ['es', 'Los presupuestos los mando en PDF de una página.', unsure('preference', 0.44, 'tools'), 'format'],
    ['de', 'Die Preisschilder bleiben in Fira Sans.', unsure('preference', 0.48, 'font'), 'font'],
    ['de', 'Rechnungen verschicke ich als einseitiges PDF.', unsure('fact', 0.41, 'tools'), 'format'],
    ['ru', 'Шрифт на упаковке — Manrope, так и оставим.', unsure('preference', 0.5, 'name'), 'font'],
    ['ru', 'Счета отправляем PDF-файлом.', unsure('preference', 0.52, 'tools'), 'format'],
    ['zh', '菜单的字体是思源宋体。', unsure('fact', 0.5, 'name'), 'font'],
    ['zh', '报价单都发A4的PDF。', unsure('preference', 0.4, 'tools'), 'format'],
    ['ja', '見出しは筑紫明朝で。', unsure('preference', 0.43, 'font'), 'font'],
    ['ja', '請求書はA4のPDFで送っています。', unsure('preference', 0.45, 'tools'), 'format'],
  ])('given %s "%s" leaning to a statement, when read, then it is one on the %s', (_l, sentence, reading, topic) => {
    const read = formLean(sentence, reading, false);
    expect(read).toEqual(expect.objectContaining({ kind: reading.leaning[0].kind, topic, scope: 'workspace' }));
  });

  it('given a lean to a one-off said to hold from now on, when read, then it is a lasting wish', () => {
    const read = formLean('Ab heute Angebote bitte als PDF per Mail.', unsure('one_off', 0.5, 'tools'), false);
    expect(read).toEqual(expect.objectContaining({ kind: 'preference', topic: 'format' }));
  });

  it.each([
    ['a request', 'Send me the menu as a PDF.', unsure('request', 0.45, 'format')],
    ['small talk', 'The PDF you sent looks great.', unsure('other', 0.4, 'format')],
    [
      'no lean at all (an even chance)',
      'Kind regards, Edith Marlowe',
      unsure('preference', 0.15, 'font', 'fact', 0.15),
    ],
    ['a lean to a one-off', 'Flyer as an A5 PDF.', unsure('one_off', 0.45, 'format')],
    ['no typeface or format named', 'We love the new look.', unsure('preference', 0.48, 'imagery')],
    ['a typeface topic with no name', 'the font on the sign is lovely.', unsure('preference', 0.48, 'font')],
    ['a rendering received (en)', 'The price list came as a two-page PDF.', unsure('preference', 0.45, 'tools')],
    ['a rendering received (es)', 'El menú me llegó como PDF en A5.', unsure('preference', 0.45, 'tools')],
    ['the assistant’s rendering (de)', 'Du hast die Karte in Open Sans gesetzt.', unsure('fact', 0.45, 'font')],
    ['the assistant’s rendering (ru)', 'У вас в меню Roboto Slab.', unsure('preference', 0.45, 'font')],
    ['a rendering received (zh)', '发过来的是A5的PDF。', unsure('preference', 0.45, 'tools')],
    ['the proposal (ja)', 'ご提案の丸ゴシックは読みにくいです。', unsure('preference', 0.45, 'font')],
  ])('given %s, when read, then nothing', (_what, sentence, reading) => {
    expect(formLean(sentence, reading, false)).toBeUndefined();
  });

  it('given a sentence that may be a one-off, when read, then nothing: a leaked one-off costs more than a miss', () => {
    expect(formLean('Quotes go out as a one-page PDF.', unsure('preference', 0.46, 'tools'), true)).toBeUndefined();
  });
});
