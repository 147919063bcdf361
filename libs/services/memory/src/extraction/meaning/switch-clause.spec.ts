import { switchReading } from './switch-clause';

// Lines written for this spec (ADR 0067): a value switched for another, said without a correction word.
describe('switch-clause: a switch to a new typeface, format or colour corrects the one held', () => {
  it.each([
    ['en', "we've switched to Albert Sans for all the headings", 'font', 'workspace'],
    ['en', 'I now post in 9:16, so send them that way', 'format', 'user'],
    ['es', 'cambiamos a Fraunces en toda la carta', 'font', 'workspace'],
    ['de', 'Wir haben auf Quattrocento umgestellt', 'font', 'workspace'],
    ['ru', 'мы перешли на шрифт Alegreya', 'font', 'workspace'],
    ['zh', '海报字体换成站酷小薇体了', 'font', 'workspace'],
    ['ja', 'ロゴの書体を筑紫丸ゴシックに変えました', 'font', 'workspace'],
    ['ja', '私のSNS用は正方形に変更しました', 'format', 'user'],
    ['zh', '我们的海报已经改成竖版了', 'format', 'workspace'],
  ] as const)('given a switch in %s, when read, then it is a correction on its topic', (_l, sentence, topic, scope) => {
    expect(switchReading(sentence, topic)).toEqual({ sentence, kind: 'correction', probability: 0.6, scope, topic });
  });

  it.each([
    ['en', 'we switched to a new printer last year', 'tools'],
    ['en', 'just for this one, switch to pink', 'colour'],
    ['en', 'can we switch to Lora?', 'font'],
    ['de', 'Ich bin Greta und wir haben umgestellt', 'name'],
    ['zh', '我们用思源黑体', 'font'],
    // Asked for the draft at hand, not told as done.
    ['en', 'switch the title to red', 'colour'],
    ['es', 'cambia el fondo a azul', 'colour'],
    ['zh', '标题换成红色', 'colour'],
    ['ja', 'タイトルを赤に変えてください', 'colour'],
  ] as const)(
    'given no switch told as done of a typeface, format or colour in %s, then nothing',
    (_l, sentence, topic) => {
      expect(switchReading(sentence, topic)).toBeUndefined();
    },
  );
});
