import { signedName } from './signature';

describe('signedName: a message closed as a letter is signed by the person (ADR 0074)', () => {
  it.each([
    ['Yours sincerely, Margaret Oyelaran', 'Margaret Oyelaran'],
    ['Kind regards, P. Lindqvist (Dr)', 'P. Lindqvist'],
    ['Thanks again, Tomasz', 'Tomasz'],
    ['Atentamente, Rocío Villanueva', 'Rocío Villanueva'],
    ['Un cordial saludo, Ignacio', 'Ignacio'],
    ['Mit freundlichen Grüßen Henrike Albers', 'Henrike Albers'],
    ['Viele Grüße, Jonas', 'Jonas'],
    ['С уважением, Всеволод Кураев', 'Всеволод Кураев'],
    ['此致敬礼 欧阳青', '欧阳青'],
    ['谢谢，林晓 敬上', '林晓'],
    ['敬具 宮下千景', '宮下千景'],
    ['よろしくお願いいたします。杉浦 拝', '杉浦'],
  ])('%s → %s, the person’s name', (sentence, name) => {
    expect(signedName(sentence)).toEqual({
      sentence: name,
      kind: 'fact',
      probability: 0.6,
      scope: 'user',
      topic: 'name',
    });
  });

  it.each([
    // A formula that opens a sentence going on: no signature.
    'Best colours for the flyer are the ones we used last spring',
    'Thanks for the drafts, the second one works',
    'Mit freundlichen Grüßen an das ganze Team und bis bald',
    'Спасибо за макет, он отличный',
    '谢谢你们的设计稿',
    // Nothing after the formula, or words that are no name.
    'Kind regards',
    'Cheers, mate',
    'Atentamente, el equipo de ventas',
    // No closing formula at all.
    'Margaret Oyelaran',
  ])('%s → nothing', (sentence) => {
    expect(signedName(sentence)).toBeUndefined();
  });
});
