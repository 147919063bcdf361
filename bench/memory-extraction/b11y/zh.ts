import { agent, fact, forget, user, type Person } from './types';

export const zh: Person[] = [
  {
    id: 'y_zh_01',
    language: 'zh',
    story: '王芳在成都开了一家火锅店「辣妹子」。品牌色是正红 #C1121F。她不喜欢卡通风格。这次的中秋海报想用金色。',
    turns: [
      user('我们是成都的火锅店,叫辣妹子', fact('辣妹子', 'fact', 'workspace')),
      user('品牌颜色一直用正红,#C1121F', fact('#C1121F', 'preference', 'workspace')),
      user('别用卡通风格,显得不专业', fact('卡通', 'avoid', 'workspace')),
      user('帮我做一张中秋节海报'),
      user('这张海报这次用金色吧,中秋嘛', fact('金色', 'one_off', 'task')),
      agent('好的,这张海报用金色;其他物料继续用 #C1121F。'),
    ],
  },
  {
    id: 'y_zh_02',
    language: 'zh',
    story: '李伟是前端工程师,喜欢用 Vue。先说他在深圳,后来改口说搬到了杭州。让画一只红色的猫,是请求。',
    turns: [
      user('写前端示例的话我更习惯 Vue', fact('Vue', 'preference', 'user')),
      user('我在深圳工作', fact('深圳', 'fact', 'user')),
      user('更正一下,我上个月已经搬到杭州了', fact('杭州', 'correction', 'user', { replaces: '深圳' })),
      user('画一只红色的猫,戴着耳机'),
      agent('这是红色的猫。看来你很喜欢红色,我记住了。'),
      user('挺好,耳机再大一点'),
    ],
  },
  {
    id: 'y_zh_03',
    language: 'zh',
    story:
      '张敏是一家教育公司「启明教育」的市场总监。3月20号前所有海报都要加「新春特惠」。目标用户是小学生家长。她用英语让助手忘记目标用户。',
    turns: [
      user('我在启明教育做市场总监', fact('启明教育', 'fact', 'workspace'), fact('市场总监', 'fact', 'user')),
      user('我们的用户主要是小学生家长', fact('小学生家长', 'fact', 'workspace')),
      user(
        '3月20号之前,所有海报都加上「新春特惠」四个字',
        fact('新春特惠', 'time_bounded', 'workspace', { validUntil: '2027-03-20' }),
      ),
      forget('Forget who our target users are.', '小学生家长'),
      user('做一张寒假课程的海报'),
    ],
  },
  {
    id: 'y_zh_04',
    language: 'zh',
    story: '陈静是自由插画师,署名「静子画」。喜欢水彩风。这一次客户要扁平风。',
    turns: [
      user('我的作品署名都是「静子画」', fact('静子画', 'preference', 'user')),
      user('我一般偏爱水彩风格', fact('水彩', 'preference', 'user')),
      user('这次客户指定要扁平风,就这一次', fact('扁平', 'one_off', 'task')),
      user('画一个拿伞的女孩'),
      user('不错,颜色再淡一点'),
    ],
  },
  {
    id: 'y_zh_05',
    language: 'zh',
    story: '刘洋是创业公司「云帆科技」的CEO。字体用思源黑体。4月底前官网横幅要写「限时公测」。他问很多问题。',
    turns: [
      user('公司叫云帆科技,我是CEO', fact('云帆科技', 'fact', 'workspace'), fact('CEO', 'fact', 'user')),
      user('所有设计统一用思源黑体', fact('思源黑体', 'preference', 'workspace')),
      user(
        '4月底之前,官网横幅要写「限时公测」',
        fact('限时公测', 'time_bounded', 'workspace', { validUntil: '2027-04-30' }),
      ),
      user('什么是 A/B 测试?'),
      agent('A/B 测试就是……'),
    ],
  },
  {
    id: 'y_zh_06',
    language: 'zh',
    story: '赵磊住在西安,是摄影师。下周五之前在外地拍片。用日语让助手忘掉他住哪儿。助手重复了西安。',
    turns: [
      user('我住在西安,约时间请按北京时间', fact('西安', 'fact', 'user')),
      agent('好的,记住了您在西安。'),
      user('下周五之前我在外地拍片,回复会慢', fact('外地拍片', 'time_bounded', 'user', { validUntil: '2027-03-19' })),
      forget('私の住んでいる場所は忘れてください。', '西安'),
      user('帮我修一下这张照片的天空'),
    ],
  },
  {
    id: 'y_zh_07',
    language: 'zh',
    story: '孙丽开奶茶店「茶小满」。主色先说是 #F4A261,后来改成 #E76F51。要一只绿色的杯子是请求。',
    turns: [
      user('奶茶店叫茶小满', fact('茶小满', 'fact', 'workspace')),
      user('主色用 #F4A261', fact('#F4A261', 'preference', 'workspace')),
      user('哎不对,主色其实是 #E76F51,之前说错了', fact('#E76F51', 'correction', 'workspace', { replaces: '#F4A261' })),
      user('来一张绿色杯子的图'),
      user('喜欢,但是杯子大一点'),
    ],
  },
  {
    id: 'y_zh_08',
    language: 'zh',
    story: '周婷是律师,希望回答简洁、分点列出。不要用网络流行语。',
    turns: [
      user('回答请分点列出,简洁一些', fact('分点', 'preference', 'user')),
      user('不要用网络流行语,不严肃', fact('网络流行语', 'avoid', 'user')),
      user('劳动合同试用期最长多久?'),
      user('那违约金呢?'),
      agent('分点说明如下……'),
    ],
  },
  {
    id: 'y_zh_09',
    language: 'zh',
    story: '吴昊几乎只提请求。只说了一件关于自己的事:他是色弱。助手猜他喜欢蓝色。',
    turns: [
      user('画一只蓝色的鲸鱼'),
      agent('蓝色鲸鱼来了。看来您偏爱蓝色。'),
      user('顺便说一下,我是色弱,颜色对比要强一点', fact('色弱', 'fact', 'user')),
      user('再画一只橙色的狐狸'),
      user('可以导出 PNG 吗?'),
    ],
  },
  {
    id: 'y_zh_10',
    language: 'zh',
    story: '郑凯经营健身房「铁馆」。客户多是上班族。这一次活动海报只用黑白。用俄语让助手忘记健身房名字。',
    turns: [
      user('我的健身房叫铁馆', fact('铁馆', 'fact', 'workspace')),
      user('来的大多是上班族', fact('上班族', 'fact', 'workspace')),
      user('这次的活动海报只用黑白两色', fact('黑白', 'one_off', 'task')),
      forget('Забудь название моего спортзала.', '铁馆'),
      user('做一张私教课的海报'),
    ],
  },
];
