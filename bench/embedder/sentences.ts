/**
 * Messages a creative user might post, each in English, Spanish, Russian, German, Japanese and
 * Chinese (written for this benchmark, not taken from the tests or tuned on any model). They
 * are the latency workload, and a small cross-language sanity figure: how often a sentence's
 * nearest neighbour is one of its translations. Not a routing benchmark (that is B10).
 */
export const MEANINGS: readonly (readonly string[])[] = [
  [
    'Swap the logo on the banner for the blue version.',
    'Cambia el logo del banner por la versión azul.',
    'Замени логотип на баннере на синюю версию.',
    'Tausch das Logo auf dem Banner gegen die blaue Version.',
    'バナーのロゴを青いバージョンに差し替えて。',
    '把横幅上的标志换成蓝色版本。',
  ],
  [
    'Is the podcast intro finished yet?',
    '¿Ya está terminada la introducción del podcast?',
    'Вступление к подкасту уже готово?',
    'Ist das Podcast-Intro schon fertig?',
    'ポッドキャストのイントロはもう完成しましたか？',
    '播客的开场白做好了吗？',
  ],
  [
    'Write three captions for the wedding photos.',
    'Escribe tres pies de foto para las fotos de la boda.',
    'Напиши три подписи к свадебным фотографиям.',
    'Schreib drei Bildunterschriften für die Hochzeitsfotos.',
    '結婚式の写真にキャプションを三つ書いて。',
    '给婚礼照片写三条配文。',
  ],
  [
    'Forget what I said about my favourite colour.',
    'Olvida lo que dije sobre mi color favorito.',
    'Забудь, что я говорил о своём любимом цвете.',
    'Vergiss, was ich über meine Lieblingsfarbe gesagt habe.',
    '好きな色について言ったことは忘れて。',
    '忘掉我说过的关于我最喜欢的颜色的话。',
  ],
  [
    'Pause the animation project until next week.',
    'Pausa el proyecto de animación hasta la próxima semana.',
    'Поставь проект с анимацией на паузу до следующей недели.',
    'Pausiere das Animationsprojekt bis nächste Woche.',
    'アニメーションのプロジェクトは来週まで止めておいて。',
    '动画项目先暂停到下周。',
  ],
  [
    'The second slide has a typo in the title.',
    'La segunda diapositiva tiene una errata en el título.',
    'На втором слайде опечатка в заголовке.',
    'Auf der zweiten Folie ist ein Tippfehler im Titel.',
    '二枚目のスライドのタイトルに誤字があります。',
    '第二张幻灯片的标题里有个错别字。',
  ],
];

/** A long text for the cost of the length cap (E5SmallOptions.maxChars). */
export function longText(chars: number): string {
  const base =
    'The client wants the autumn campaign to feel warmer: softer oranges, hand-drawn leaves, a serif headline, and the product photographed on wood rather than on white. ';
  return base.repeat(Math.ceil(chars / base.length)).slice(0, chars);
}
