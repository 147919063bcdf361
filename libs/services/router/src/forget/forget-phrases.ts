/**
 * How a forget request is said, per language (issue 28). Closed-class like greetings: a verb
 * of forgetting that opens the message (or closes it, in Japanese and Chinese word order)
 * around what to forget. Everything else a message may say about forgetting — a title, a
 * scene, "forget the background" to a task — is not a request to the memory.
 */
export interface ForgetPhrases {
  language: string;
  /** The whole sentence: the verb around a `target` group; an `all` group marks "all of it". */
  requests: RegExp[];
  /** Targets that mean "everything about me". */
  everything: RegExp;
  /** Targets that point at what was just said ("forget that"): the message before. */
  previous: RegExp;
  /** Targets that only cancel ("forget it" = never mind). */
  cancel?: RegExp;
  /**
   * The target must name something of the person's own (my, our, I), else it is an
   * instruction about the work ("forget the background"). Absent where pronouns are dropped.
   */
  own?: RegExp;
  /** A one-off ("this time", "for this poster") is an instruction to a task, not a forget. */
  oneOff: RegExp;
  /** A negated target ("forget me not") asks nothing. */
  negation?: RegExp;
  /** Leading words that are not what to forget ("about", "that", "what I said about", "my"); taken off repeatedly. */
  lead: RegExp;
  /** Trailing words that are not what to forget ("… gesagt habe"). */
  tail?: RegExp;
}

const courteous = (prefix: string, suffix: string) => ({
  p: `^(?:(?:hey\\s+)?lomo[\\s,:、，]+)?(?:(?:${prefix})[\\s,]+)*`,
  s: `(?:[\\s,]+(?:${suffix}))*$`,
});
const re = (source: string) => new RegExp(source, 'iu');

const en = courteous(
  "please|pls|kindly|can you|could you|would you|will you|i want you to|i'd like you to",
  'please|pls|thanks|thank you|for me',
);
const de = courteous('bitte|kannst du|könntest du', 'bitte|danke');
const es = courteous('por favor|puedes|podrías', 'por favor|gracias');
const fr = courteous(
  "s'il te plaît|s'il vous plaît|stp|svp|peux-tu|pourrais-tu",
  "s'il te plaît|s'il vous plaît|stp|svp|merci",
);
const ru = courteous('пожалуйста', 'пожалуйста|спасибо');
const T = '(?<target>.+?)';

export const FORGET_PHRASES: readonly ForgetPhrases[] = [
  {
    language: 'en',
    requests: [
      re(`${en.p}forget(?:\\s+about)?[\\s,]+${T}${en.s}`),
      re(`${en.p}stop remembering\\s+${T}${en.s}`),
      re(`${en.p}(?:delete|erase|remove|wipe|clear|drop)\\s+${T}\\s+from\\s+(?:your\\s+|the\\s+)?memory${en.s}`),
      re(
        `${en.p}(?:delete|erase|wipe|clear)\\s+(?<target>(?:everything|all) you know about me|your memory of me)${en.s}`,
      ),
    ],
    everything:
      /^(?:(?:everything|all)(?:\s+(?:that\s+)?you\s+(?:know|remember|have))?\s+(?:about|on|of)\s+me|everything\s+you\s+(?:know|remember)|me|your\s+memory\s+of\s+me|all\s+my\s+(?:data|information|info|details))$/iu,
    previous:
      /^(?:that|this|what\s+i\s+(?:just\s+)?(?:said|told\s+you|wrote)|my\s+last\s+message|the\s+last\s+(?:thing|message))$/iu,
    cancel: /^(?:about\s+)?it$/iu,
    own: /(?<![\p{L}'])(?:my|our|mine|ours|me|i|i'm|i've|we|us)(?![\p{L}'])/iu,
    oneOff: /(?<![\p{L}])(?:this\s+time|for\s+(?:this|now|the\s+moment)|just\s+for|in\s+this)(?![\p{L}])/iu,
    negation: /(?<![\p{L}'])(?:not|never|don't)(?![\p{L}])/iu,
    lead: /^(?:about|that|the\s+fact\s+that|what\s+(?:i|we)\s+(?:said|told\s+you|mentioned|wrote)\s+(?:about|on|regarding)|all|my|our|the|your)\s+/iu,
  },
  {
    language: 'de',
    requests: [
      re(`${de.p}(?:vergiss|vergesst|vergessen sie)(?:[\\s,]+bitte)?[\\s,]+${T}${de.s}`),
      re(
        `${de.p}(?:lösch|lösche|löschen sie|entferne)\\s+${T}\\s+aus\\s+(?:deinem|dem|ihrem)\\s+(?:gedächtnis|speicher)${de.s}`,
      ),
    ],
    everything: /^(?:alles,?\s+(?:was\s+du\s+)?(?:über|von)\s+mi(?:ch|r)(?:\s+(?:weißt|gespeichert\s+hast))?|mich)$/iu,
    previous: /^(?:das|dies|das\s+eben|was\s+ich\s+(?:gerade|eben)\s+gesagt\s+habe)$/iu,
    cancel: /^es$/iu,
    own: /(?<![\p{L}])(?:mein\p{L}*|unser\p{L}*|mich|mir|ich|wir|uns)(?![\p{L}])/iu,
    oneOff: /(?<![\p{L}])(?:dieses\s+mal|diesmal|für\s+(?:dieses|diesen|diese|jetzt)|nur\s+für)(?![\p{L}])/iu,
    negation: /(?<![\p{L}])(?:nicht|nie|kein\p{L}*)(?![\p{L}])/iu,
    lead: /^(?:was\s+ich\s+(?:dir\s+)?(?:über|zu)|dass|mein|meine|meinen|meinem|meiner|meines|unser|unsere|unseren|unserem|unserer|unseres|die|der|das|den)\s+/iu,
    tail: /\s+(?:gesagt|erzählt|geschrieben)\s+habe$/iu,
  },
  {
    language: 'es',
    requests: [
      re(
        `${es.p}(?:olvida|olvide|olvidá|olvídate\\s+de|olvidate\\s+de|olvídese\\s+de)(?:[\\s,]+por favor)?[\\s,]+${T}${es.s}`,
      ),
      re(`${es.p}(?:borra|elimina)\\s+${T}\\s+de\\s+tu\\s+memoria${es.s}`),
    ],
    everything: /^(?:todo(?:\s+lo\s+que\s+sabes)?\s+(?:sobre|de|acerca\s+de)\s+m[ií]|m[ií])$/iu,
    previous: /^(?:eso|esto|lo\s+que\s+(?:te\s+)?acabo\s+de\s+decir)$/iu,
    cancel: /^lo$/iu,
    own: /(?<![\p{L}])(?:mi|mis|m[ií]|me|yo|nuestr\p{L}*|nosotr\p{L}*)(?![\p{L}])/iu,
    oneOff: /(?<![\p{L}])(?:esta\s+vez|por\s+ahora|para\s+(?:este|esta|esto))(?![\p{L}])/iu,
    negation: /(?<![\p{L}])(?:no|nunca)(?![\p{L}])/iu,
    lead: /^(?:lo\s+que\s+(?:te\s+)?(?:dije|conté)\s+(?:sobre|de)|que|mi|mis|nuestro|nuestra|nuestros|nuestras|el|la|los|las)\s+/iu,
  },
  {
    language: 'fr',
    requests: [
      re(`${fr.p}(?:oublie|oubliez)(?:[\\s,]+s'il (?:te|vous) plaît)?(?:[\\s,]+|-)${T}${fr.s}`),
      re(`${fr.p}(?:efface|effacez|supprime|supprimez)\\s+${T}\\s+de\\s+(?:ta|votre)\\s+mémoire${fr.s}`),
    ],
    everything: /^(?:tout(?:\s+ce\s+que\s+tu\s+sais)?\s+(?:sur|de)\s+moi|tout\s+à\s+mon\s+sujet|moi)$/iu,
    previous: /^(?:ça|ca|cela|ceci|ce\s+que\s+je\s+viens\s+de\s+dire)$/iu,
    own: /(?<![\p{L}])(?:(?:ma|mon|mes|notre|nos|moi|je|nous|me)(?![\p{L}])|[jm]')/iu,
    oneOff: /(?<![\p{L}])(?:cette\s+fois|pour\s+(?:cette|ce|l'instant|maintenant))(?![\p{L}])/iu,
    negation: /(?<![\p{L}])(?:pas|jamais)(?![\p{L}])/iu,
    lead: /^(?:(?:ce\s+que\s+je\s+(?:t'ai|vous\s+ai)\s+dit\s+(?:sur|à\s+propos\s+de|au\s+sujet\s+de)|que|ma|mon|mes|notre|nos|la|le|les)\s+|(?:qu|l)')/iu,
  },
  {
    language: 'ru',
    requests: [
      re(`${ru.p}(?:забудь|забудьте)(?:[\\s,]+пожалуйста)?[\\s,]+${T}${ru.s}`),
      re(`${ru.p}(?:удали|удалите|сотри|сотрите)\\s+${T}\\s+из\\s+(?:своей\\s+|твоей\\s+)?памяти${ru.s}`),
    ],
    everything: /^(?:вс[её],?\s+(?:что\s+(?:ты\s+)?знаешь\s+)?обо\s+мне|обо\s+мне\s+вс[её]|меня)$/iu,
    previous: /^(?:это|об\s+этом|про\s+это|то,?\s+что\s+я\s+сейчас\s+сказала?)$/iu,
    own: /(?<![\p{L}])(?:мо[йяеёи]\p{L}*|наш\p{L}*|меня|мне|мной|я|мы|нас)(?![\p{L}])/iu,
    oneOff: /(?<![\p{L}])(?:в\s+этот\s+раз|на\s+этот\s+раз|для\s+(?:этого|этой)|пока\s+что)(?![\p{L}])/iu,
    negation: /(?<![\p{L}])(?:не|никогда)(?![\p{L}])/iu,
    lead: /^(?:про|о|об|обо|то,?\s+что\s+я\s+(?:говорила?|сказала?)\s+(?:про|о|об)|мой|моя|моё|мое|мои|мою|моего|моей|моих|наш|наша|наше|наши|нашу|нашего|нашей|наших)\s+/iu,
  },
  {
    language: 'ja',
    requests: [
      /^(?:lomo[\s,、]*)?(?<target>.+?)(?:のこと|について)?(?:を|は)(?<all>全部|すべて|全て|ぜんぶ)?(?:もう)?\s*(?:忘れて|わすれて)(?:ください|下さい|くれ|ほしい|欲しい|ね)?$/u,
    ],
    everything: /^(?:私|わたし|僕|ぼく|俺)(?:に関すること|について)?$/u,
    previous: /^(?:それ|これ|今の|さっきの(?:こと)?)$/u,
    oneOff: /今回|この(?:ポスター|画像|作品|タスク)/u,
    lead: /^(?:私|わたし|僕|俺|うち|弊社)の/u,
  },
  {
    language: 'zh',
    requests: [
      /^(?:lomo[\s,，]*)?(?:请|麻烦你?)?你?(?:忘记|忘掉)(?<target>.+?)吧?$/u,
      /^(?:请|麻烦你?)?你?忘了(?<target>(?:我|关于我).+?)吧?$/u,
      /^(?:请|麻烦你?)?你?把(?<target>.+?)(?<all>都|全部)?(?:忘记|忘掉|忘了)吧?$/u,
    ],
    everything: /^(?:关于我的?(?:一切|所有(?:事情|信息|内容)?)?|我的?(?:一切|所有(?:事情|信息|资料)?)|我)$/u,
    previous: /^(?:这个|那个|这|那|刚才(?:说)?的(?:话)?)$/u,
    own: /我|咱们/u,
    oneOff: /这次|这一次|这张|这个(?:海报|图)/u,
    lead: /^(?:我们的|我的|咱们的|关于)/u,
  },
];
