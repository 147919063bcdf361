import type { Lang } from '../offline/phrase-table';
import { tableOf } from './statement-slots';

/**
 * A value taken back as it is said is not the person's (issue 28, ADR 0073). Speaking, and most of
 * all dictating, people name a value and mend it in the same breath: "our colour is plum no sorry
 * heather", "la letra es Lato no espera Nunito", "Farbe ist Senfgelb äh nein Ocker", "цвет
 * оливковый ой нет хаки", "主色是橘色不对是珊瑚色", "色は藍色あっ違う群青です". The sentence is one
 * statement on its slot, read whole (its kind, scope and topic are the sentence's); its content is
 * what the person settled on: the words after the last repair marker, with the taken-back value's
 * own "not …" before the right one dropped ("…no sorry not plum it's heather"). Closed-class
 * markers of self-repair per language; a bare "no" / "nein" / "нет" counts only between two words
 * of a running sentence, where it cannot deny or answer anything.
 */
const REPAIR: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:no+\s+sorry|sorry\s+no|no+\s+wait|wait\s+no|no+\s+hang\s+on|hang\s+on|hold\s+on|no\s+no|or\s+no|I\s+mean|scratch\s+that|actually\s+no|actually(?=\s+not\b)|correction)\b|(?<=\b(?!(?:please|and|but|with|say|says|said|yes|yeah|oh|so|have|has|had|is|are|was|were|or|just|there['’]?s|that['’]?s|it['’]?s|absolutely|definitely|really|means|mean|a|the|of|for|to|no)\b)\p{L}+\s+)no(?=\s+\p{L})(?!\s+(?:more|longer|way|one|idea|problem|need|thanks|worries|rush|pressure|matter|doubt|clue|time|fuss|fancy|emojis?|stock|photos?|pictures?|images?)\b)/iu,
  es: /(?<![\p{L}])(?:no\s+perd[oó]n\p{L}*|perd[oó]n\s+no|no\s+espera|espera\s+no|no\s+no|(?:no\s+)?qu[eé]\s+digo|digo\s+no|quiero\s+decir|mejor\s+dicho|no\s+mentiras?|me\s+equivoqu[eé])(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:(?:nee|nein|äh|ähm)\s+quatsch|quatsch|(?:äh|ähm)\s+(?:nein|nee)|(?:nein|nee)\s+(?:warte|sorry)|ich\s+meine|besser\s+gesagt)(?![\p{L}])|(?<=\p{L}\s+)(?:nein|nee)(?=\s+\p{L})/iu,
  ru: /(?<![\p{L}])(?:нет\s+извини\p{L}*|ой\s+нет|нет\s+стоп|нет\s+нет|не\s+не|то\s+есть(?:\s+нет)?|вернее|точнее|(?:ну\s+)?короче\s+нет)(?![\p{L}])|(?<=(?<![\p{L}])(?!(?:нас|меня|них|него|неё|нее|вас|тебя|ещё|еще|пока|да|или|тоже|больше|совсем|уже|если|вообще|точно)(?![\p{L}]))\p{L}+\s+)нет(?=\s+\p{L})/iu,
  zh: /不对不对|不对|说错了|哦不|啊不是|不是不是|我是说|更正一下/u,
  ja: /あっ違う|あ違う|あっちがう|違う違う|いやいや|(?<=[\p{Script=Han}\p{Script=Katakana}\p{L}])いや(?=[\p{Script=Han}\p{Script=Katakana}A-Za-z0-9、\s])|じゃなくて|ではなくて|でなくて|間違えました|間違えた/u,
};

/** After the marker, the taken-back value said once more as what it is not, up to the right one. */
const NOT_IT: Partial<Record<Lang, RegExp>> = {
  en: /^\s*not\s+(?:[\p{L}\p{N}-]+\s+){1,4}?(?:it['’]?s|is|its|but|rather)\s+/iu,
  es: /^\s*no\s+(?:[\p{L}\p{N}-]+\s+){1,4}?(?:sino|es)\s+/iu,
  de: /^\s*nicht\s+(?:[\p{L}\p{N}-]+\s+){1,4}?(?:sondern|ist)\s+/iu,
  ru: /^\s*не\s+(?:[\p{L}\p{N}-]+\s+){1,4}?(?:а|это)\s+/iu,
};

/**
 * Where the taken-back value starts: after the last word that introduces a value ("is", "es",
 * "ist", "у нас", "是", "は"…) before the marker, when it is near enough to be the value's own.
 * What the sentence said before (a name, the business) stays in the content.
 */
const INTRODUCES: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:is|are|was|were|it['’]?s|use|uses|using|in|as|like|be)\b/giu,
  es: /(?<![\p{L}])(?:es|son|era|usamos|uso|usa|en|como)(?![\p{L}])/giu,
  de: /(?<![\p{L}])(?:ist|sind|war|in|als|mit|nehmen|nutzen)(?![\p{L}])/giu,
  ru: /(?<![\p{L}])(?:это|в|у\s+нас|как)(?![\p{L}])/giu,
  zh: /是|用|要/gu,
  ja: /は|を/gu,
};
/** The value taken back is this short: five words, or twelve characters of a script without spaces. */
const near = (text: string, spaced: boolean) =>
  spaced ? (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= 5 : text.replace(/[^\p{L}\p{N}]/gu, '').length <= 12;

/**
 * The content without the value taken back: what came before the value, then the words after the
 * last repair marker; the content itself when it holds no marker, nothing is said after it, or
 * where the value started cannot be told within a few words.
 */
export function repaired(content: string): string {
  const t = tableOf(content);
  const marker = t && REPAIR[t.lang];
  if (!t || !marker) return content;
  const last = [...content.matchAll(new RegExp(marker.source, `${marker.flags}g`))].at(-1);
  if (!last || last.index === 0) return content;
  const after = content.slice(last.index + last[0].length).replace(/^[\s,.;:!…、，。：]+/u, '');
  let right = after.replace(NOT_IT[t.lang] ?? /^$/u, '');
  if (!/\p{L}/u.test(right)) return content;
  const said = content.slice(0, last.index);
  const intro = [...said.matchAll(INTRODUCES[t.lang] ?? /^$/gu)].at(-1);
  const end = intro ? intro.index + intro[0].length : -1;
  // "主色是草绿不对是抹茶绿": the right value comes with its own "是".
  if (intro && !t.spaced && right.startsWith(intro[0])) right = right.slice(intro[0].length);
  if (end >= 0 && near(said.slice(end), t.spaced)) return `${said.slice(0, end)}${t.spaced ? ' ' : ''}${right}`;
  return near(said, t.spaced) ? right : content;
}
