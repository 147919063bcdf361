import { expectOne, extractAt, type Case } from './statement-cases';

const FACTS: Case[] = [
  ['en', 'Our brand colour is teal.', 'brand colour', 'workspace', 'teal'],
  ['en', 'Brand colour: #0F766E', 'brand colour', 'workspace', '#0F766E'],
  ['en', 'My company is called Lumen Studio.', 'company name', 'workspace', 'Lumen Studio'],
  ['en', 'Our main font is Inter.', 'font', 'workspace', 'Inter'],
  ['en', 'My name is Anna.', 'name', 'user', 'Anna'],
  ['en', 'Our target audience is young parents.', 'audience', 'workspace', 'young parents'],
  ['en', "We're called Brightside.", 'company name', 'workspace', 'Brightside'],
  ['es', 'Nuestro color de marca es el azul petróleo.', 'brand colour', 'workspace', 'azul petróleo'],
  ['es', 'Mi empresa se llama Lumbre.', 'company name', 'workspace', 'Lumbre'],
  ['es', 'Nuestra tipografía es Montserrat.', 'font', 'workspace', 'Montserrat'],
  ['es', 'Me llamo Lucía.', 'name', 'user', 'Lucía'],
  ['ru', 'Наш фирменный цвет — бирюзовый.', 'brand colour', 'workspace', 'бирюзовый'],
  ['ru', 'Наш фирменный цвет бирюзовый', 'brand colour', 'workspace', 'бирюзовый'],
  ['ru', 'Моя компания называется «Северный ветер».', 'company name', 'workspace', 'Северный ветер'],
  ['ru', 'Меня зовут Ольга.', 'name', 'user', 'Ольга'],
  ['de', 'Unsere Markenfarbe ist Petrol.', 'brand colour', 'workspace', 'Petrol'],
  ['de', 'Markenfarbe: Petrol', 'brand colour', 'workspace', 'Petrol'],
  ['de', 'Meine Firma heißt Blauwerk.', 'company name', 'workspace', 'Blauwerk'],
  ['de', 'Unsere Hausschrift ist Futura.', 'font', 'workspace', 'Futura'],
  ['ja', '弊社のブランドカラーは紺です。', 'brand colour', 'workspace', '紺'],
  ['ja', 'ブランドカラー：ネイビー', 'brand colour', 'workspace', 'ネイビー'],
  ['ja', '会社名はミドリ商会です。', 'company name', 'workspace', 'ミドリ商会'],
  ['ja', '私の名前は山田です。', 'name', 'user', '山田'],
  ['zh', '我们的品牌色是深蓝色。', 'brand colour', 'workspace', '深蓝色'],
  ['zh', '品牌色：墨绿', 'brand colour', 'workspace', '墨绿'],
  ['zh', '我们公司叫青木设计。', 'company name', 'workspace', '青木设计'],
  ['zh', '我叫李明。', 'name', 'user', '李明'],
  ['fr', 'Notre couleur de marque est le bleu canard.', 'brand colour', 'workspace', 'bleu canard'],
  ['fr', "Mon entreprise s'appelle Lumière.", 'company name', 'workspace', 'Lumière'],
  ['fr', 'Notre police est Garamond.', 'font', 'workspace', 'Garamond'],
  ['fr', "Je m'appelle Claire.", 'name', 'user', 'Claire'],
  ['en', 'I own a coffee shop named Bean There.', 'company name', 'workspace', 'Bean There'],
  ['en', 'The brand’s primary color is navy blue.', 'brand colour', 'workspace', 'navy blue'],
  ['en', 'We switched our font to Inter.', 'font', 'workspace', 'Inter'],
  ['es', 'Tengo una floristería que se llama Pétalo.', 'company name', 'workspace', 'Pétalo'],
  ['es', 'La fuente que usamos es Lato.', 'font', 'workspace', 'Lato'],
  ['ru', 'Фирменный цвет у нас бордовый.', 'brand colour', 'workspace', 'бордовый'],
  ['ru', 'Наш бренд называется «Мята».', 'brand name', 'workspace', 'Мята'],
  ['de', 'Hallo, ich bin Jonas.', 'name', 'user', 'Jonas'],
  ['de', 'Wir haben eine kleine Agentur namens Pixelwerk.', 'company name', 'workspace', 'Pixelwerk'],
  ['ja', 'ターゲットは大学生です。', 'audience', 'workspace', '大学生'],
  ['ja', 'カフェ「ミドリ」を経営しています。', 'company name', 'workspace', 'ミドリ'],
  ['zh', '品牌色改成了藏青。', 'brand colour', 'workspace', '藏青'],
  ['zh', '我们品牌叫小山。', 'brand name', 'workspace', '小山'],
  ['fr', "J'ai une boulangerie qui s'appelle Le Fournil.", 'company name', 'workspace', 'Le Fournil'],
  ['fr', 'Notre public cible, ce sont les étudiants.', 'audience', 'workspace', 'étudiants'],
  ['en', 'Daniel here from Northpeak Outdoor Gear.', 'name', 'user', 'Daniel'],
  ['ru', 'Фирменные цвета — белый и шалфейный.', 'brand colour', 'workspace', 'шалфейный'],
];

describe('offline extraction: facts about the person and the brand', () => {
  it.each(FACTS)('given (%s) "%s", when extracted, then one %s fact for the %s', (...c) => {
    expectOne(c);
  });

  it('given the brand colour stated in German, English and Japanese, then the subject is the same', () => {
    const subjects = [
      'Unsere Markenfarbe ist Petrol.',
      'Our brand colour is teal.',
      '弊社のブランドカラーは紺です。',
    ].map((text) => extractAt(text)[0]?.subject);
    expect(new Set(subjects)).toEqual(new Set(['brand colour']));
  });

  it('given a campaign colour, then it is a colour of its own: the brand colour keeps its subject', () => {
    const subjects = [
      'Our campaign colour is pink.',
      'Unsere Kampagnenfarbe ist Pink.',
      'Nuestro color de campaña es el rosa.',
      'キャンペーンカラーはピンクです。',
    ].map((text) => extractAt(text)[0]?.subject);
    expect(subjects).toEqual(['campaign colour', 'kampagnen colour', 'campaña colour', 'キャンペーン colour']);
  });

  it('given a request that names a brand noun ("make the logo always visible"), then it is no fact about the logo', () => {
    expect(extractAt('Make the logo always visible in the corner.').map((c) => c.subject)).not.toContain('logo');
  });

  it('given "…, not teal", then the content keeps the value and drops the alternative it rules out', () => {
    const [candidate] = extractAt('Our brand colour is navy, not teal.');
    expect(candidate.content).toBe('Our brand colour is navy');
  });

  it('given several facts in a message, then one candidate each, each quoting its own sentence', () => {
    const text = 'Hi! Our brand colour is teal. Our font is Inter. Make a poster for the spring sale.';
    expect(extractAt(text).map((c) => [c.subject, c.excerpt])).toEqual([
      ['brand colour', 'Our brand colour is teal.'],
      ['font', 'Our font is Inter.'],
    ]);
  });
});
