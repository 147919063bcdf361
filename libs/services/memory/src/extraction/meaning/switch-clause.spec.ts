import { saysReplaced, switchReading } from './switch-clause';
import { tableOf } from './statement-slots';

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

// Lines written for this spec (ADR 0069): a value said to hold from now on, or no longer, replaces
// the one held — asked as an instruction too, since "from now on" is no tweak to the draft at hand.
describe('switch-clause: "from now on" and "no longer" replace the value held (ADR 0069)', () => {
  it.each([
    ['en', 'from now on every heading in Cabinet Grotesk', 'font', 'workspace'],
    ['en', 'going forward, send me the files as TIFFs', 'format', 'user'],
    ['es', 'a partir de ahora los titulares en Chivo', 'font', 'workspace'],
    ['es', 'ya no hacemos A5, todo en A4', 'format', 'workspace'],
    ['de', 'ab jetzt bitte alles als PNG', 'format', 'user'],
    ['de', 'Künftig setzen wir die Titel in Bitter', 'font', 'workspace'],
    ['ru', 'впредь все макеты в формате SVG', 'format', 'user'],
    ['ru', 'теперь везде шрифт Onest', 'font', 'workspace'],
    ['zh', '以后统一用阿里巴巴普惠体', 'font', 'workspace'],
    ['zh', '不印A5了，都印A4', 'format', 'user'],
    ['ja', 'これからは全部A4で', 'format', 'user'],
    ['ja', '今後はロゴの色を藍色にします', 'colour', 'workspace'],
  ] as const)(
    'given "from now on" in %s, when read, then it is a correction on its topic',
    (_l, sentence, topic, scope) => {
      expect(saysReplaced(sentence, tableOf(sentence))).toBe(true);
      expect(switchReading(sentence, topic)).toEqual({ sentence, kind: 'correction', probability: 0.6, scope, topic });
    },
  );

  it.each([
    // "Now" that orders the next step of the work, not a change that lasts.
    ['en', 'now make the title red'],
    ['es', 'ahora ponle el fondo azul'],
    ['de', 'jetzt noch den Titel in Rot'],
    ['ru', 'теперь сделай заголовок красным'],
    ['zh', '现在把标题改成红色'],
    ['ja', '次はタイトルを赤にしてください'],
  ] as const)('given a next step of the draft in %s, then no replacement', (_l, sentence) => {
    expect(saysReplaced(sentence, tableOf(sentence))).toBe(false);
    expect(switchReading(sentence, 'colour')).toBeUndefined();
  });
});
