import { expectOne, extractAt, type Case } from './statement-cases';

const PREFERENCES: Case[] = [
  ['en', 'I usually prefer muted colours for posters.', 'preference: colour', 'user', 'muted colours'],
  ['en', 'I love minimalist layouts with lots of white space.', 'preference: layout', 'user', 'minimalist layouts'],
  ['en', 'My favourite colour is forest green.', 'preference: colour', 'user', 'forest green'],
  ['en', "I'm a big fan of serif fonts.", 'preference: font', 'user', 'serif fonts'],
  ['es', 'Me gustan los tonos pastel.', 'preference: colour', 'user', 'tonos pastel'],
  ['es', 'Prefiero las tipografías sin serifa.', 'preference: font', 'user', 'tipografías sin serifa'],
  ['es', 'Mi color favorito es el verde.', 'preference: colour', 'user', 'verde'],
  ['ru', 'Я предпочитаю приглушённые цвета.', 'preference: colour', 'user', 'приглушённые цвета'],
  ['ru', 'Мне нравятся шрифты без засечек.', 'preference: font', 'user', 'шрифты без засечек'],
  ['ru', 'Мой любимый цвет — зелёный.', 'preference: colour', 'user', 'зелёный'],
  ['de', 'Ich mag gedeckte Farben.', 'preference: colour', 'user', 'gedeckte Farben'],
  ['de', 'Mir gefallen serifenlose Schriften am besten.', 'preference: font', 'user', 'serifenlose Schriften'],
  ['de', 'Meine Lieblingsfarbe ist Dunkelgrün.', 'preference: colour', 'user', 'Dunkelgrün'],
  ['ja', '私はくすんだ色が好きです。', 'preference: colour', 'user', 'くすんだ色'],
  ['ja', '明朝体のフォントが好みです。', 'preference: font', 'user', '明朝体'],
  ['zh', '我喜欢简约的设计。', 'preference: style', 'user', '简约的设计'],
  ['zh', '我最喜欢的颜色是墨绿色。', 'preference: colour', 'user', '墨绿色'],
  ['fr', 'Je préfère les couleurs sourdes.', 'preference: colour', 'user', 'couleurs sourdes'],
  ['fr', "J'adore les polices manuscrites.", 'preference: font', 'user', 'polices manuscrites'],
  ['fr', 'Ma couleur préférée est le bleu canard.', 'preference: colour', 'user', 'bleu canard'],
  ['en', 'From now on, always deliver posters in 4:5.', 'preference: format', 'user', '4:5'],
  ['en', 'We always use Inter for headlines.', 'preference: font', 'workspace', 'Inter'],
  ['es', 'A partir de ahora, siempre en formato vertical.', 'preference: format', 'user', 'formato vertical'],
  ['ru', 'Впредь всегда делай квадратные картинки.', 'preference: format', 'user', 'квадратные'],
  ['de', 'Ab jetzt bitte immer im Hochformat.', 'preference: format', 'user', 'Hochformat'],
  ['ja', '今後は必ず縦長でお願いします。', 'preference: format', 'user', '縦長'],
  ['zh', '以后一律用竖版。', 'preference: format', 'user', '竖版'],
  ['fr', 'Désormais, toujours en format carré.', 'preference: format', 'user', 'carré'],
  ['en', "I've always liked pastel colours.", 'preference: colour', 'user', 'pastel colours'],
  ['en', 'Please respond in German from now on.', 'preference: language', 'user', 'German'],
  ['es', 'Usamos la tipografía Montserrat en todo.', 'preference: font', 'workspace', 'Montserrat'],
  ['ru', 'Мы используем шрифт Roboto.', 'preference: font', 'workspace', 'Roboto'],
  ['de', 'Wir verwenden Futura für Überschriften.', 'preference: font', 'workspace', 'Futura'],
  ['ja', '弊社ではInterを使っています。', 'preference: font', 'workspace', 'Inter'],
  ['zh', '以后请用中文回复。', 'preference: language', 'user', '中文'],
  ['fr', "J'ai une préférence pour les couleurs sobres.", 'preference: colour', 'user', 'couleurs sobres'],
];

const AVOIDANCES: Case[] = [
  ['en', 'Never use gradients.', 'avoid: gradient', 'user', 'gradients'],
  ['en', "Please don't use stock photos.", 'avoid: photo', 'user', 'stock photos'],
  ['en', 'I hate drop shadows.', 'avoid: shadow', 'user', 'drop shadows'],
  ['es', 'Nunca uses degradados.', 'avoid: gradient', 'user', 'degradados'],
  ['es', 'No me gustan los emojis.', 'avoid: emoji', 'user', 'emojis'],
  ['ru', 'Никогда не используй градиенты.', 'avoid: gradient', 'user', 'градиенты'],
  ['ru', 'Не добавляйте эмодзи, пожалуйста.', 'avoid: emoji', 'user', 'эмодзи'],
  ['de', 'Bitte nie Verläufe verwenden.', 'avoid: gradient', 'user', 'Verläufe'],
  ['de', 'Ich mag keine Emojis.', 'avoid: emoji', 'user', 'Emojis'],
  ['ja', 'グラデーションは使わないでください。', 'avoid: gradient', 'user', 'グラデーション'],
  ['ja', '絵文字は苦手です。', 'avoid: emoji', 'user', '絵文字'],
  ['zh', '不要用渐变。', 'avoid: gradient', 'user', '渐变'],
  ['zh', '我讨厌表情符号。', 'avoid: emoji', 'user', '表情符号'],
  ['fr', 'Jamais de dégradés.', 'avoid: gradient', 'user', 'dégradés'],
  ['fr', "N'utilisez pas d'émojis.", 'avoid: emoji', 'user', 'émojis'],
  ['en', 'We never put the logo on a busy background.', 'avoid: logo', 'workspace', 'logo'],
];

describe('offline extraction: preferences and avoidances in seven languages', () => {
  it.each(PREFERENCES)('given (%s) "%s", when extracted, then one %s memory for the %s', (...c) => {
    expectOne(c);
  });

  it.each(AVOIDANCES)('given (%s) "%s", when extracted, then one %s memory for the %s', (...c) => {
    expectOne(c);
  });

  it('given the same taste in English, German and Russian, then they share one language-neutral subject', () => {
    const subjects = ['I prefer muted colours.', 'Ich bevorzuge gedeckte Farben.', 'Я люблю пастельные тона.'].map(
      (text) => extractAt(text)[0]?.subject,
    );
    expect(subjects).toEqual(['preference: colour', 'preference: colour', 'preference: colour']);
  });

  it('given a taste and an avoidance in one sentence, then two memories, each quoting its own clause', () => {
    const candidates = extractAt('I prefer muted colours, and never use gradients.');
    expect(candidates.map((c) => [c.subject, c.excerpt])).toEqual([
      ['preference: colour', 'I prefer muted colours'],
      ['avoid: gradient', 'never use gradients.'],
    ]);
  });
});
