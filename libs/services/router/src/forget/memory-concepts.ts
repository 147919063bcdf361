/**
 * What a memory is about, in the words of seven languages (issue 28): "Markenfarbe", "color de
 * marca" and "ブランドカラー" all name the brand colour a person stated in English. A forget
 * said in another language than the statement meets it here, where a lexical match cannot.
 *
 * Stems of five letters or more match inside a word (German compounds: "Markenfarbe" has
 * "marke" and "farbe"); shorter ones only start a word of at most two letters more ("font",
 * "fonts"; never "ton" in "button"). Japanese and Chinese stems match anywhere.
 */
export const MEMORY_CONCEPTS: Readonly<Record<string, readonly string[]>> = {
  brand: ['brand', 'marke', 'marca', 'marque', 'бренд', 'фирменн', 'ブランド', '品牌'],
  colour: ['colour', 'color', 'farbe', 'couleur', 'цвет', 'カラー', '色'],
  font: [
    'font',
    'typeface',
    'typography',
    'schrift',
    'fuente',
    'tipografía',
    'police',
    'typo',
    'шрифт',
    'フォント',
    '書体',
    '字体',
  ],
  name: ['name', 'nombre', 'nom', 'prénom', 'имя', 'зовут', 'названи', '名前', '名字', '名称'],
  logo: ['logo', 'логотип', 'ロゴ', '标志', '徽标'],
  format: ['format', 'formato', 'формат', 'フォーマット', '形式', '格式'],
  language: ['language', 'sprache', 'idioma', 'lengua', 'langue', 'язык', '言語', '语言'],
  style: ['style', 'stil', 'estilo', 'стиль', 'スタイル', '风格'],
  tone: ['tone', 'tonalität', 'tono', 'ton', 'тон', 'トーン', '口調', '语气', '语调'],
  audience: ['audience', 'zielgruppe', 'público', 'audiencia', 'аудитори', 'オーディエンス', 'ターゲット', '受众'],
  company: ['company', 'firma', 'unternehmen', 'empresa', 'entreprise', 'société', 'компани', '会社', '公司'],
  slogan: ['slogan', 'tagline', 'eslogan', 'слоган', 'スローガン', '口号'],
  website: ['website', 'webseite', 'sitio', 'сайт', 'ウェブサイト', 'サイト', '网站'],
  date: ['date', 'datum', 'termin', 'fecha', 'дата', '日付', '日期'],
  preference: ['prefer', 'vorlieb', 'bevorzug', 'prefier', 'préfèr', 'préfér', 'предпоч', '好み', '偏好', '喜欢'],
};
