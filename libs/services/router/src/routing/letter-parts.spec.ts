import { letterParts } from './letter-parts';

describe('letterParts: the ask of a message written like a letter (ADR 0083)', () => {
  it.each([
    [
      'en, greeting, small talk, ask, sign-off and name on their own lines',
      'Dear Ruth,\nI hope you are well. Could the title of the choir poster be a shade darker?\nKind regards,\nTom',
      'Could the title of the choir poster be a shade darker?',
    ],
    [
      'en, "again" after the greeting, thanks as the close',
      'Hello again, the sketch of the lighthouse from Monday: please add a seagull. Thanks!',
      'the sketch of the lighthouse from Monday: please add a seagull.',
    ],
    [
      'es, a salutation with a colon',
      'Estimado Jorge: espero que esté bien. En la invitación de la boda, cambie la fecha al sábado. Un cordial saludo, Lucía',
      'En la invitación de la boda, cambie la fecha al sábado.',
    ],
    [
      'de, the long formal salutation and close',
      'Sehr geehrte Frau Berg, ich hoffe, es geht Ihnen gut. Beim Briefkopf der Kanzlei bitte die Adresse nach rechts. Mit freundlichen Grüßen, Jan Vogt',
      'Beim Briefkopf der Kanzlei bitte die Adresse nach rechts.',
    ],
    [
      'de, a close with words between "mit" and "Grüßen" and a place',
      'Guten Tag, das Etikett für den Honig bitte in Gold. Mit sonnigen Grüßen aus Bremen, Ihre Ida',
      'das Etikett für den Honig bitte in Gold.',
    ],
    [
      'ru, exclamation after the greeting',
      'Здравствуйте! Надеюсь, у вас всё хорошо. В меню для кафе уберите, пожалуйста, раздел с супами. С уважением, Ольга',
      'В меню для кафе уберите, пожалуйста, раздел с супами.',
    ],
    [
      'ja, the business opening, a name, the ask and the closing',
      'いつもお世話になっております。田中です。名刺の裏面に地図を入れていただけますか。よろしくお願いいたします。',
      '名刺の裏面に地図を入れていただけますか。',
    ],
    [
      'ja, addressed to someone with 様',
      '佐藤様\nお忙しいところ恐れ入ります。先週のバナーの文字を白にしてください。\nよろしくお願いします。',
      '先週のバナーの文字を白にしてください。',
    ],
    [
      'zh, a hello, an introduction and thanks',
      '您好，我是小陈。上次那个菜单的价格请改成二十元。谢谢！',
      '上次那个菜单的价格请改成二十元。',
    ],
    [
      'zh, 尊敬的 and 此致敬礼',
      '尊敬的王老师：\n希望您一切都好。请把毕业纪念册的封面换成蓝色。\n此致敬礼\n小林',
      '请把毕业纪念册的封面换成蓝色。',
    ],
    [
      'fr, bonjour and cordialement',
      'Bonjour Claire, pour l’affiche du marché, mettez les horaires en gras. Cordialement, Paul',
      'pour l’affiche du marché, mettez les horaires en gras.',
    ],
  ])('%s', (_, text, ask) => {
    expect(letterParts(text)).toEqual({ ask, envelope: true });
  });

  it.each([
    ['en, an edit with no letter around it', 'make the sky on the poster darker'],
    ['en, "best" that is no sign-off', 'Best option is the second logo, go with that one.'],
    ['en, a greeting word that opens an ask', 'Hey make the font bigger'],
    ['de, thanks that carries an ask after it', 'Danke! Könnten Sie das Plakat noch in A3 machen?'],
    ['es, "gracias" inside a sentence', 'El logo de gracias a todos necesita más color'],
    ['ru, a plain edit', 'сделай фон на открытке светлее'],
    ['ja, a plain edit', 'ポスターの背景を青にして'],
    ['zh, a plain edit', '把海报的标题改成红色'],
  ])('%s: nothing is set apart', (_, text) => {
    expect(letterParts(text)).toEqual({ ask: text, envelope: false });
  });

  it.each([
    ['en', 'Hello again! Kind regards, Margaret'],
    ['es', '¡Hola! Muchas gracias, Carmen'],
    ['de', 'Guten Tag, vielen Dank! Viele Grüße, Petra'],
    ['ru', 'Здравствуйте! Спасибо, Наталья'],
    ['ja', 'お世話になっております。ありがとうございました。'],
    ['zh', '您好！谢谢！'],
  ])('%s: a message that is all envelope is read whole, as the greeting it is', (_, text) => {
    expect(letterParts(text)).toEqual({ ask: text, envelope: false });
  });

  it('keeps both asks of a letter with two, and drops the small talk between them', () => {
    const { ask } = letterParts(
      'Hi Sam,\nTwo things on the café menu: the prices in bold, please. I hope you had a good weekend. And the logo a bit smaller.\nCheers,\nAna',
    );
    expect(ask).toBe('Two things on the café menu: the prices in bold, please. And the logo a bit smaller.');
  });
});
