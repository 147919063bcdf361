import { rx, type Lang } from '../offline/phrase-table';

/**
 * The closed word classes unsettled.ts reads a statement's stance with (issue 28, ADR 0084), per
 * language. Grammar and discourse words only — degree, hedging, trying, choosing, negation — never
 * a value or a noun of any set: whether a value is kept is told by the words around it.
 */
export interface StanceWords {
  /** A choice made: "I'll go with", "me quedo con", "wir nehmen", "берём", "就用", "にします". */
  settles: RegExp;
  /** A verdict against a value: excess ("too", "demasiado", "zu", "слишком", "太", "すぎ") or "doesn't work". */
  rejects: RegExp;
  /** Not yet a choice: "maybe", "quizá", "vielleicht", "может быть", "也许", "かな", "something …-ish". */
  hedges: RegExp;
  /** A value tried or to be tried: "let's try", "probé", "probier mal", "попробуй", "试了", "試して". */
  tries: RegExp;
  /** A clause that opens by saying what the value is not: "not …", "nothing like …", "statt …". */
  negates: RegExp;
  /** An interjection that turns down what came before: "nope", "nah", "descartado", "nee", "не-а", "不行", "ボツ". */
  dismisses: RegExp;
  /** A contrast that opens the choice after an alternative: "but", "pero", "aber", "но", "但", "けど". */
  contrast: RegExp;
  /** A reason after the value, where a verdict on another one may start: "because", "porque", "weil", "потому что", "因为". */
  because?: RegExp;
}

/** What an interjection before "no" may be ("hmm, no", "uf, no", "ну, нет"). */
const OPENING = String.raw`^\s*(?:(?:hmm+|mmm+|uh|um|ah|oh|meh|ugh|uf+|ay|uy|äh|ähm|ach|хм+|ну|ой|эх)[\s,.!…]+)*`;
/** A dismissal is a word of its own: punctuation or the end follows it. */
const ALONE = String.raw`(?![\p{L}\p{N}])(?=\s*(?:[,.!…—–-]|$))`;

export const STANCE: Partial<Record<Lang, StanceWords>> = {
  en: {
    settles: rx`\b(?:(?:I|we)['’]?(?:ll|\s+will)\s+(?:go|stick|stay)\s+with|(?:let['’]?s|I['’]?ll|we['’]?ll)\s+(?:go|stick|land|settle)\s+(?:with|on)|going\s+with|settl(?:e|ed|ing)|decided|decision|final(?:ly)?|(?:that|this)['’]?s\s+the\s+one|(?:that|this|it)\s+is\s+the\s+one|(?:I|we)\s+(?:chose|picked)|instead(?!\s+of))\b|\b\p{L}+\s+it\s+is(?=\s*(?:[,.!;—–-]|$))`,
    rejects: rx`\btoo\s+(?!(?:for|on|in|at|and|but|as|so|with|by|to|the|a|an|is|are|was|were|I|we|you|it|much\s+to)\b)\p{L}|\b(?:nope|nah|no\s+good|no\s+go|not\s+it|not\s+working|not\s+right|not\s+for\s+(?:us|me)|not\s+convinced|(?:isn['’]?t|wasn['’]?t|doesn['’]?t|didn['’]?t|don['’]?t)\s+(?:work|working|fit|suit|sit\s+right|read\s+well|look\s+right|feel\s+right)|scrap(?:ped)?|ditch(?:ed)?|rul(?:e|ed)\s+out|park\s+(?:that|it)|drop(?:ped)?\s+(?:that|it)|that\s+either)\b`,
    hedges: rx`\b(?:maybe|perhaps|possibly|not\s+sure|unsure|I\s+dunno|dunno|I\s+don['’]?t\s+know|no\s+idea|no\s+clue|(?:what|how)\s+about|I\s+was\s+thinking|(?:still\s+)?thinking\s+(?:about|of)|still\s+thinking|something|I\s+guess|could\s+be)\b|\p{L}-ish\b`,
    tries: rx`\b(?:try(?!\s+to\b)|tried|trying(?!\s+to\b)|test(?:ed)?\s+(?:out\s+)?(?:a|an|the|it)|let['’]?s\s+see|show\s+me)\b`,
    negates: rx`^\s*(?:and\s+|but\s+)?(?:not|nothing\s+like|rather\s+than|instead\s+of|no\s+more)\b`,
    dismisses: new RegExp(String.raw`${OPENING}(?:no+|nope|nah|meh)${ALONE}`, 'iu'),
    contrast: rx`^\s*(?:but|though|although|yet)\b`,
    because: rx`\b(?:because|since|as|cause|'cause)\b`,
  },
  es: {
    settles: rx`\b(?:me\s+quedo\s+con|nos\s+quedamos\s+con|(?:lo\s+)?dejamos\s+en|decidid[oa]|(?:he|hemos)\s+decidido|me\s+decido|elijo|elegimos|definitiv[oa]|al\s+final|ya\s+est[aá]|vamos\s+con|en\s+su\s+lugar)\b`,
    rejects: rx`\b(?:demasiado|descartad\p{L}*|tampoco|no\s+me\s+(?:convence|gusta|termina|acaba)|no\s+(?:funciona|queda\s+bien|pega)|ni\s+hablar)\b`,
    hedges: rx`\b(?:quiz[aá]s?|tal\s+vez|a\s+lo\s+mejor|no\s+sé|no\s+se(?=\s*(?:[,.!?…]|$|\s+(?:qu[eé]|si|cu[aá]l)\b))|ni\s+idea|no\s+estoy\s+segur[oa]|no\s+lo\s+tengo\s+claro|no\s+lo\s+veo|estoy\s+perdid[oa]|algo|y\s+qu[eé]\s+tal|qu[eé]\s+tal\s+(?:con|si|un|una|el|la))\b`,
    tries: rx`\b(?:prueba(?=\s+(?:con|un|una|unos|unas|el|la|los|las|a)\b)|probemos|probar|prob[eé]|probamos|probado|a\s+ver|ens[eé]ñame|mu[eé]strame)\b`,
    negates: rx`^\s*(?:y\s+|pero\s+)?(?:no|nada\s+que\s+ver\s+con|en\s+vez\s+de|en\s+lugar\s+de|ya\s+no)\b`,
    dismisses: new RegExp(String.raw`${OPENING}(?:no|nop|nah|qu[eé]\s+va|descartad[oa])${ALONE}`, 'iu'),
    contrast: rx`^\s*(?:pero|aunque|sin\s+embargo)\b`,
    because: rx`\b(?:porque|ya\s+que|como)\b`,
  },
  de: {
    settles: rx`\b(?:wir\s+nehmen|ich\s+nehme|nehmen\s+wir|nehm['’]?\s+ich|entschieden|entscheidung|festgelegt|endgültig|bleib(?:e|en)\s+(?:ich\s+|wir\s+)?bei|stattdessen|ab\s+jetzt)\b`,
    // Case-sensitive: "zu" before an adjective (German nouns are capitalised, adjectives not; infinitives end in -en).
    rejects: new RegExp(
      String.raw`(?<![\p{L}])(?:[Zz]u\s+(?:sehr|(?!(?:den|dem|der|die|das|des|einem|einer|eine|uns|mir|dir|euch|ihnen|ihm|ihr|sein|werden|haben|zweit|dritt|viert|fünft|zweien|dreien)(?![\p{L}]))\p{Ll}+(?<!en))|[Vv]erworfen|[Pp]asst\s+nicht|[Aa]uch\s+nicht|[Gg]efällt\s+mir\s+nicht|[Ff]unktioniert\s+nicht|[Gg]eht\s+gar\s+nicht|[Ll]ieber\s+nicht|[Ww]ar['’]?s\s+(?:auch\s+)?nicht)(?![\p{L}])`,
      'u',
    ),
    hedges: rx`\b(?:vielleicht|eventuell|evtl|keine\s+Ahnung|weiß\s+(?:ich\s+)?nicht|weiss\s+nicht|nicht\s+sicher|unsicher|irgendwas|irgendetwas|wie\s+wäre\s+es\s+mit|wie\s+wär['’]?s\s+mit|was\s+ist\s+mit|mal\s+sehen|unschlüssig)\b`,
    tries: rx`\b(?:probier\p{L}*|ausprobiert|versuch(?:s|en|t)?\s+(?:mal|es)|teste\p{L}*|getestet|zeig\s+(?:mal|mir))\b`,
    negates: rx`^\s*(?:und\s+|aber\s+)?(?:nicht|nichts\s+wie|statt|anstatt|anstelle|nicht\s+mehr)\b`,
    dismisses: new RegExp(String.raw`${OPENING}(?:nein|nee|nö|ne)${ALONE}`, 'iu'),
    contrast: rx`^\s*(?:aber|doch|jedoch|allerdings)\b`,
    because: rx`\b(?:weil|da|denn)\b`,
  },
  ru: {
    settles: rx`\b(?:берём|берем|беру|остановимся\s+на|останавливаемся\s+на|остановил\p{L}*\s+на|выбрал\p{L}*|выбираю|выбираем|решено|решил\p{L}*|окончательно|вместо\s+этого|пусть\s+будет|оставляем|оставим)\b`,
    rejects: rx`\b(?:слишком|не\s+то|не\s+подходит|не\s+подош[её]л|не\s+нравится|не\s+понравил\p{L}*|не\s+годится|не\s+пойд[её]т|отпадает|отпал\p{L}*|тоже\s+нет|тоже\s+не)\b`,
    hedges: rx`(?:^\s*может\b|\bможет\s+быть\b|\bможет,)|\b(?:наверное|возможно|не\s+знаю|не\s+уверен\p{L}*|что-то|чего-то|что-нибудь|чего-нибудь|как\s+насч[её]т|а\s+если|подумаю)\b`,
    tries: rx`\b(?:попробуй\p{L}*|попробуем|попробовал\p{L}*|пробовал\p{L}*|примерь\p{L}*|покажи\p{L}*)\b`,
    negates: rx`^\s*(?:и\s+|но\s+)?(?:а\s+не|не|ничего\s+общего|вместо|уже\s+не)\b`,
    dismisses: new RegExp(String.raw`${OPENING}(?:нет|не-а|неа)${ALONE}`, 'iu'),
    contrast: rx`^\s*(?:но|однако|зато)\b`,
    because: rx`\b(?:потому\s+что|так\s+как|ведь)\b`,
  },
  zh: {
    settles: /就用|还是用|最后选|选了|就定|定了|决定|就它了|就这个|改用|最终/u,
    rejects:
      /太(?!好|棒|喜欢|爱|赞|感谢|谢谢|美|完美|合适|对|可以)|不行|不好看|不合适|不搭|不太喜欢|算了|否了|放弃|也不行/u,
    hedges: /也许|或许|(?<!尽)可能|不确定|不知道|说不好|要不|怎么样|会不会|之类|什么的|还没想好|还在想|纠结/u,
    tries: /试试|试了|试一下|试过|给我看看|看一下效果/u,
    negates: /^\s*(?:而)?(?:不是|不再|不像)/u,
    dismisses: /^\s*(?:嗯+|唔|啊)?[，,\s]*(?:不行|算了|否了|不要了)(?=\s*[，。！,.!…]|$)/u,
    contrast: /^\s*(?:但是|但|不过|可是)/u,
    because: /因为|由于/u,
  },
  ja: {
    settles: /にします|にしました|に決め|決定|決まり|で行きます|でいきます|で行こう|でいこう|これで|最終的に|確定/u,
    rejects: /すぎ|ボツ|イマイチ|いまいち|微妙|却下|合わない|ダメ|だめ/u,
    hedges:
      /かな|かも|どうでしょう|どうだろう|迷って|迷い中|わからない|分からない|とりあえず|ひとまず|考え中|悩んで|未定/u,
    tries: /試し|試した|試して|見せて/u,
    negates: /^\s*(?:ではなく|じゃなく)/u,
    dismisses: /^\s*(?:うーん|んー)?[、,\s]*(?:ボツ|ダメ|だめ|なし|却下)(?=\s*[、。！,.!…]|$)/u,
    contrast: /^\s*(?:でも|けど|けれど|ただ)/u,
  },
};
