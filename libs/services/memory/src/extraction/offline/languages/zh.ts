import { alternation, avoid, fact, factFrames, rx, taste, type Lexicon, type PhraseTable } from '../phrase-table';

const nouns: Lexicon = [
  [
    'brand colour',
    String.raw`品牌的?(?:主)?(?:色|颜色|色彩|色调)|主题(?:色|颜色)|代表色|主色调?|企业色|标准色|公司(?:的)?(?:颜色|色)`,
  ],
  ['brand name', String.raw`品牌(?:的)?(?:名字|名称)|品牌名|产品名(?:称)?`],
  [
    'company name',
    String.raw`公司(?:的)?(?:名字|名称)|公司名|店名|工作室(?:的)?(?:名字|名称)?|企业名称?|公司|咖啡馆|咖啡店|餐厅|茶馆|书店|花店|小店|店`,
  ],
  ['slogan', String.raw`口号|标语|广告语`],
  ['logo', String.raw`标志|徽标|商标|logo`],
  ['font', String.raw`字体|字型|字形`],
  ['name', String.raw`名字|姓名`],
  ['format', String.raw`格式|宽高比|比例|尺寸|分辨率|画幅|版式`],
  ['layout', String.raw`布局|排版|构图`],
  ['style', String.raw`风格|调性|审美|设计`],
  ['audience', String.raw`目标(?:受众|用户|客户|人群)|受众|客户群?|用户群`],
  ['language', String.raw`语言`],
  ['tone', String.raw`语气|语调|口吻|文风`],
  ['background', String.raw`背景`],
  ['colour', String.raw`颜色|色彩|色调|配色|色系|色`],
];

const values: Lexicon = [
  ['gradient', String.raw`渐变(?:色)?`],
  ['emoji', String.raw`表情(?:符号|包)?|emoji`],
  ['language', String.raw`中文|汉语|英文|英语|日语|日文|德语|法语|西班牙语|俄语|韩语`],
  ['style', String.raw`极简|简约|简洁|简单`],
  ['shadow', String.raw`阴影|投影`],
  ['font', String.raw`黑体|宋体|楷体|无衬线|衬线|手写体`],
  ['format', String.raw`正方形|方形|竖版|横版|竖屏|横屏|竖图|横图`],
  ['colour', String.raw`藏青|墨绿|莫兰迪|马卡龙|红|蓝|绿|黄|白|黑|紫|橙|粉|灰|青|棕|金|银`],
];

const N = alternation(nouns, false);
/** The most common surnames. */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤';
const NUMBER = String.raw`[0-9０-９]{1,2}|[一二三四五六七八九十]{1,3}`;
const UNTIL = String.raw`(?:到|直到|截至|截止到?|至)\s*`;

export const zh: PhraseTable = {
  lang: 'zh',
  spaced: false,
  head: 'last',
  nouns,
  values,
  rules: [
    taste(rx`我(?:最)?(?:喜欢|爱)的(?<noun>${N})(?:是|：|:)(?<value>.+)`),
    // "活动主色是粉色": a colour of its own, not the brand colour.
    fact(
      rx`^(?<mod>(?!品牌|公司|企业|我|咱们|本公司|喜欢)\p{Script=Han}{1,4}?)(?<noun>主色调?|颜色|色)(?:都|也|还|一直|将|会)?(?:是|为|：|:)(?<value>.+)`,
      undefined,
      'workspace',
    ),
    ...factFrames({
      owners: String.raw`我们公司的|我们的|我们|我司的|我司|本公司的|本公司|咱们的|咱们|公司的|我的`,
      nouns: N,
      copula: String.raw`\s*(?:都|也|还|一直|将|会|现在)?\s*(?:应该是|是|为|叫做|叫|改成了?|换成了?|变成了?|改为|换为|：|:|＝|=)\s*`,
      spaced: false,
    }),
    fact(rx`我叫(?:做)?(?<value>.+)`, 'name', 'user'),
    // "我是张伟" is a name only with a surname: "我是设计师" is a job.
    fact(rx`^我是(?<value>[${SURNAMES}]\p{Script=Han}{1,2})$`, 'name', 'user'),
    // Value first: "蓝色是我们的品牌色".
    fact(rx`^(?<value>[^，。]+?)是(?<owner>我们的?|我的|我司的?|本公司的?)(?<noun>${N})[。！]*$`),
    fact(rx`(?:我们|我的|我们的)?品牌(?:名)?(?:叫做?|名叫|名为)(?<value>.+)`, 'brand name', 'workspace'),
    fact(rx`^(?:名字)?叫(?:做)?(?<value>[“"「『].+)`, 'company name', 'workspace'),
    fact(
      rx`(?:我|(?<we>我们))?(?:开了|有|经营|开)(?:一家|一个|家)\p{Script=Han}{1,6}?(?:叫做?|名叫|名为)(?<value>.+)`,
      'company name',
      'workspace',
    ),
    // Chinese drops the owner too: "目标用户是大学生".
    fact(rx`^(?<noun>(?!名字|姓名)${N})(?:都|也|还|一直)?(?:应该是|是|为)(?<value>[^，,。]+)$`, undefined, 'workspace'),
    fact(rx`(?:我们|我司|咱们)(?:叫做?|名叫|名为)(?<value>.+)`, 'company name', 'workspace'),
    avoid(
      rx`(?:请)?(?<we>我们)?(?:千万|永远|绝对|绝|一定)?(?:不要|(?<![特分区级类个告识差])别|不用|不许|从不|请勿|避免|禁止|不能)(?:再)?(?:用|使用|加|添加|放|出现|采用)?(?<value>.+)`,
    ),
    avoid(rx`(?:我|(?<we>我们))(?:很|非常|真的|特别)?(?:不喜欢|讨厌|不爱|受不了|反感)(?<value>.+)`),
    taste(
      rx`(?:我|(?<we>我们))(?:一直|总是|通常|平时|平常|一般|经常|比较|更|最|非常|很|特别|也|都)*(?:喜欢|偏爱|偏好|偏向|钟爱|习惯|爱|倾向于?)(?:用|使用)?(?<value>.+)`,
    ),
  ],
  joiners: rx`\s*(?:[，,；;](?!\s*(?:而)?是)\s*(?:但是|不过|可是|而且|并且|另外)?|但是|不过|可是)\s*`,
  correction: rx`^\s*(?:(?:其实|更正(?:一下)?|纠正(?:一下)?|准确地说|准确来说|(?:刚才|之前|前面)?我?说错了|搞错了|不对|抱歉|不好意思|修正(?:一下)?)[\s，,：:！!。]*)+`,
  once: rx`今天就|今天先|就今天|这次|这一次|这回|本次|仅此一次|只这一次|就这一次|这一回|例外地?|这张(?:海报|图)?|这个海报|^\s*(?:只有|只是|仅仅|只|仅|就|单单|单|光)(?:给|为|针对|在|对|把)?[^，,。；;：:！!]{0,20}?(?:这|那)一?(?:批|次|张|个|份|款|场|期|回|套|本|幅|件|些|波|轮|趟|组|块)`,
  durable: rx`总是|一直|以后|今后|从现在(?:起|开始)|默认|一律|每次|始终|永远|往后|统一|绝不|从不`,
  instruction: rx`.`,
  skip: rx`[?？]|[吗呢][。\s]*$|忘记|忘掉|忘了|别记|不要记|删除|删掉`,
  askingToDo: rx`^\s*(?:能不能|可不可以|可以|能|麻烦)`,
  reaction: rx`^\s*(?:这|那|它|你|您|第一|第二|都)`,
  judgement: rx`^\s*(?:太|有点|不太|不)`,
  ruledOut: rx`(?:而)?不是[^，,。]+[，,]\s*(?=(?:而)?是)|[，,]?\s*(?:而)?不是[^，,。]+`,
  we: rx`我们|我司|本公司|咱们`,
  me: rx`我(?!们)`,
  reports: rx`(?<![我你])(?:说|讲)[：:，,“"]|(?<![我你])发来|写道|来信|回复说|据[^，,。]{1,8}说|听说`,
  insiders: rx`(?<!的)(?:老板|店长|总监|主编|总经理|经理|创始人|合伙人|主管)`,
  theirs: rx`他们的|她们的|它们的|对方的|客户的|人家的`,
  denies: rx`^(?:不是|我们不是|我们不叫|我不叫|我不是(?![很太特非那]))(?![^。]*[，,]\s*(?:而)?是)|不是我们的|不是我的`,
  switches: rx`(?:换成|改成|改用|改为|换用)[^，,。！？]*了|已经(?:换|改)|现在(?:都|只)?用`,
  henceforth: rx`以后|今后|往后|从现在(?:起|开始)|从今(?:天|以后)?(?:起|开始)|不再|不(?:印|做|用|要)[^，,。！？]{0,10}了`,
  habitual: rx`老规矩|老样子|照旧|照常|一如既往|(?:跟|和)(?:以前|平时|往常)一样|(?:^|[，,。])还是(?![^，,。]*[吗呢？?])`,
  house: rx`(?<!不是[^，,。]{0,6})(?:规定|规矩|规则|制度|政策|规范)|所有人都`,
  avoids: rx`不要|别用|别放|别加|避免|不想|讨厌|不喜欢|受不了|去掉|绝不|从不|不用|禁止|千万别`,
  plural: rx`^(?:我们|我司|本公司|咱们|公司)`,
  single: rx`^我的`,
  filler: rx`^(?:海报|图|图片|帖子|视频|例外|的|了|是|在|和|与|用|使用|我|我们|你|很|更|最|非常|都|也|一直|总是|请|不要|别|一只|一个|一张|这|那|这个|那个|喜欢|以后|一律|这次)$`,
  phraseEnd: rx`(?!)`,
  until: [
    rx`(?<mnum>${NUMBER})月份?(?:底|末)?(?:之前|以前|前)`,
    rx`${UNTIL}(?:(?<year>\d{4})年)?(?<mnum>${NUMBER})月份?(?:(?<day>${NUMBER})[日号])?(?:底|末)?(?:为止|之前)?`,
    rx`${UNTIL}(?:(?<eom>月底|本月底|这个月底)|(?<eoy>年底|今年年底|年末))(?:为止)?`,
    rx`${UNTIL}(?<iso>\d{4}-\d{2}-\d{2})(?:为止)?`,
  ],
  months: [],
};
