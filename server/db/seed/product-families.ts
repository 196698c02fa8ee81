/**
 * The demo catalogue's product families, in fa and en: each expands (catalog-data.ts) into one
 * product per variant (size, length, width) with its own code, price, stock and specifications.
 */
export type Kind = 'suture' | 'tape' | 'film' | 'guidewire' | 'mesh';

/** A text in both languages. */
export type L = { fa: string; en: string };
export const l = (fa: string, en: string): L => ({ fa, en });

export type Variant = {
  label: string;
  /** The label in Persian words and digits, where the Latin one would read oddly in a fa title. */
  labelFa?: string;
  price: number;
  stock: number;
  ageDays: number;
  specs?: [string, L, L][];
};

/** Wraps Latin text in a left-to-right isolate so that "2-0" does not read "0-2" inside Persian. */
const ltr = (s: string) => `\u2066${s}\u2069`;
const faLabel = (v: Variant) => v.labelFa ?? ltr(v.label);

export type Family = {
  kind: Kind;
  categoryId: number;
  brandId: number;
  codePrefix: string;
  color: string;
  title: (v: Variant) => L;
  summary: L;
  description: L;
  specs: [string, L, L][];
  guarantee?: { months: number; percent: number };
  variants: Variant[];
};

const STERILE = l('استریل با اتیلن اکساید (EO)', 'Ethylene oxide (EO) sterile');
const STERILE_GAMMA = l('استریل با اشعه گاما', 'Gamma sterilised');
const NON_STERILE = l('غیراستریل', 'Non-sterile');

export const spec = (key: string, name: L, value: L): [string, L, L] => [key, name, value];
export const N = {
  size: l('سایز (USP)', 'Size (USP)'),
  length: l('طول', 'Length'),
  material: l('جنس', 'Material'),
  needle: l('سوزن', 'Needle'),
  absorption: l('زمان جذب', 'Absorption'),
  sterility: l('استریلیتی', 'Sterility'),
  pack: l('تعداد در بسته', 'Pack count'),
  width: l('عرض', 'Width'),
  dimensions: l('ابعاد', 'Dimensions'),
  diameter: l('قطر', 'Diameter'),
  tip: l('نوک', 'Tip'),
  coating: l('پوشش', 'Coating'),
  weight: l('وزن', 'Weight'),
  pore: l('اندازه منافذ', 'Pore size'),
};

const sutureTitle = (fa: string, en: string) => (v: Variant) =>
  l(`نخ بخیه ${fa} سایز ${faLabel(v)}`, `${en} suture, USP ${v.label}`);

export const families: Family[] = [
  {
    kind: 'suture', categoryId: 211, brandId: 1, codePrefix: 'AS-PGA', color: '#7b4fa3',
    title: sutureTitle('PGA بافته‌شده', 'Braided PGA'),
    summary: l('نخ جذبی پلی‌گلیکولیک اسید بافته‌شده با سوزن گرد.', 'Braided polyglycolic acid absorbable suture with a round-bodied needle.'),
    description: l('نخ بخیه جذبی سنتتیک از پلی‌گلیکولیک اسید، بافته‌شده و پوشش‌دار برای عبور نرم از بافت. استحکام کششی تا ۱۴ روز حدود ۶۵٪ باقی می‌ماند و جذب کامل در ۶۰ تا ۹۰ روز انجام می‌شود. مناسب بستن لایه‌های زیرجلدی، جراحی زنان و گوارش.',
      'Synthetic absorbable suture of polyglycolic acid, braided and coated for smooth tissue passage. About 65% of tensile strength remains at 14 days and absorption is complete in 60 to 90 days. Suited to subcutaneous closure, gynaecological and gastrointestinal surgery.'),
    specs: [spec('material', N.material, l('پلی‌گلیکولیک اسید بافته‌شده', 'Braided polyglycolic acid')),
      spec('length', N.length, l('۷۵ سانتی‌متر', '75 cm')),
      spec('needle', N.needle, l('گرد ۱/۲ دایره، ۲۶ میلی‌متر', 'Round-bodied 1/2 circle, 26 mm')),
      spec('absorption', N.absorption, l('۶۰ تا ۹۰ روز', '60 to 90 days')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱۲ عدد', '12 pieces'))],
    variants: [
      { label: '2-0', price: 16_800_000, stock: 140, ageDays: 210 },
      { label: '3-0', price: 16_200_000, stock: 96, ageDays: 210 },
      { label: '4-0', price: 17_400_000, stock: 8, ageDays: 12 },
    ],
  },
  {
    kind: 'suture', categoryId: 211, brandId: 1, codePrefix: 'AS-PGLA', color: '#9b59b6',
    title: sutureTitle('PGLA سریع‌جذب', 'Rapid PGLA'),
    summary: l('نخ جذبی سریع برای پوست و مخاط.', 'Fast-absorbing suture for skin and mucosa.'),
    description: l('نخ پلی‌گلاکتین ۹۱۰ با جذب سریع؛ استحکام آن پس از ۱۰ روز به نصف می‌رسد و طی ۴۲ روز کاملاً جذب می‌شود. برای ترمیم اپی‌زیوتومی، ختنه و بخیه‌های مخاط دهان که نیاز به کشیدن نخ ندارند.',
      'Fast-absorbing polyglactin 910; strength halves after 10 days and absorption is complete within 42 days. For episiotomy repair, circumcision and oral mucosa where sutures should not be removed.'),
    specs: [spec('material', N.material, l('پلی‌گلاکتین ۹۱۰', 'Polyglactin 910')),
      spec('length', N.length, l('۷۵ سانتی‌متر', '75 cm')),
      spec('needle', N.needle, l('برنده معکوس ۳/۸ دایره، ۱۹ میلی‌متر', 'Reverse cutting 3/8 circle, 19 mm')),
      spec('absorption', N.absorption, l('۴۲ روز', '42 days')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱۲ عدد', '12 pieces'))],
    variants: [
      { label: '3-0', price: 19_500_000, stock: 60, ageDays: 5 },
      { label: '4-0', price: 19_900_000, stock: 0, ageDays: 5 },
    ],
  },
  {
    kind: 'suture', categoryId: 211, brandId: 5, codePrefix: 'TG-PDO', color: '#8e44ad',
    title: sutureTitle('PDO تک‌رشته', 'Monofilament PDO'),
    summary: l('نخ جذبی طولانی‌مدت تک‌رشته‌ای.', 'Long-term monofilament absorbable suture.'),
    description: l('نخ پلی‌دیوکسانون تک‌رشته‌ای با حفظ استحکام طولانی، برای بستن فاسیا و جراحی‌های اطفال و قلب. جذب کامل در حدود ۱۸۰ روز.',
      'Monofilament polydioxanone with prolonged strength retention for fascia closure, paediatric and cardiac surgery. Complete absorption in about 180 days.'),
    specs: [spec('material', N.material, l('پلی‌دیوکسانون', 'Polydioxanone')),
      spec('length', N.length, l('۹۰ سانتی‌متر', '90 cm')),
      spec('needle', N.needle, l('گرد ۱/۲ دایره، ۳۶ میلی‌متر', 'Round-bodied 1/2 circle, 36 mm')),
      spec('absorption', N.absorption, l('۱۸۰ روز', '180 days')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱۲ عدد', '12 pieces'))],
    variants: [
      { label: '0', price: 28_600_000, stock: 35, ageDays: 320 },
      { label: '2-0', price: 27_900_000, stock: 42, ageDays: 320 },
    ],
  },
  {
    kind: 'suture', categoryId: 211, brandId: 1, codePrefix: 'AS-CAT', color: '#a0522d',
    title: sutureTitle('کات‌گوت کرومیک', 'Chromic catgut'),
    summary: l('نخ جذبی طبیعی با عمل‌آوری کروم.', 'Natural absorbable suture, chromium treated.'),
    description: l('کات‌گوت کرومیک از کلاژن خالص‌شده با عمل‌آوری نمک کروم برای کند کردن جذب. مناسب بستن بافت‌های با ترمیم سریع مانند مخاط و رحم.',
      'Chromic catgut of purified collagen treated with chromium salts to slow absorption. Suited to fast-healing tissue such as mucosa and uterus.'),
    specs: [spec('material', N.material, l('کلاژن خالص‌شده کرومیک', 'Chromic purified collagen')),
      spec('length', N.length, l('۷۵ سانتی‌متر', '75 cm')),
      spec('needle', N.needle, l('گرد ۱/۲ دایره، ۳۰ میلی‌متر', 'Round-bodied 1/2 circle, 30 mm')),
      spec('absorption', N.absorption, l('۹۰ روز', '90 days')),
      spec('sterility', N.sterility, STERILE_GAMMA), spec('pack_count', N.pack, l('۱۲ عدد', '12 pieces'))],
    variants: [
      { label: '2-0', price: 12_600_000, stock: 75, ageDays: 400 },
      { label: '3-0', price: 12_300_000, stock: 64, ageDays: 400 },
    ],
  },
  {
    kind: 'suture', categoryId: 212, brandId: 1, codePrefix: 'AS-SLK', color: '#2c3e50',
    title: sutureTitle('ابریشم بافته‌شده', 'Braided silk'),
    summary: l('نخ غیرجذبی با گره‌پذیری عالی.', 'Non-absorbable suture with excellent knot security.'),
    description: l('نخ ابریشم طبیعی بافته‌شده با پوشش موم، با گره‌پذیری و دست‌سازی عالی. برای ثابت کردن درن، بستن عروق و جراحی عمومی.',
      'Natural braided silk with a wax coating for excellent handling and knot security. For drain fixation, vessel ligation and general surgery.'),
    specs: [spec('material', N.material, l('ابریشم طبیعی بافته‌شده', 'Braided natural silk')),
      spec('length', N.length, l('۷۵ سانتی‌متر', '75 cm')),
      spec('needle', N.needle, l('برنده ۳/۸ دایره، ۲۴ میلی‌متر', 'Cutting 3/8 circle, 24 mm')),
      spec('sterility', N.sterility, STERILE_GAMMA), spec('pack_count', N.pack, l('۱۲ عدد', '12 pieces'))],
    variants: [
      { label: '2-0', price: 9_800_000, stock: 220, ageDays: 500 },
      { label: '3-0', price: 9_600_000, stock: 180, ageDays: 500 },
    ],
  },
  {
    kind: 'suture', categoryId: 212, brandId: 1, codePrefix: 'AS-NYL', color: '#16a085',
    title: sutureTitle('نایلون تک‌رشته', 'Monofilament nylon'),
    summary: l('نخ غیرجذبی برای بخیه پوست.', 'Non-absorbable suture for skin closure.'),
    description: l('نخ پلی‌آمید تک‌رشته‌ای با واکنش بافتی کم و سطح صاف، مناسب بخیه پوست و جراحی پلاستیک با حداقل اسکار.',
      'Monofilament polyamide with low tissue reaction and a smooth surface, suited to skin closure and plastic surgery with minimal scarring.'),
    specs: [spec('material', N.material, l('پلی‌آمید ۶', 'Polyamide 6')),
      spec('length', N.length, l('۴۵ سانتی‌متر', '45 cm')),
      spec('needle', N.needle, l('برنده معکوس ۳/۸ دایره، ۱۶ میلی‌متر', 'Reverse cutting 3/8 circle, 16 mm')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱۲ عدد', '12 pieces'))],
    variants: [
      { label: '3-0', price: 10_800_000, stock: 150, ageDays: 260 },
      { label: '4-0', price: 11_100_000, stock: 130, ageDays: 260 },
      { label: '5-0', price: 11_900_000, stock: 6, ageDays: 18 },
    ],
  },
  {
    kind: 'suture', categoryId: 212, brandId: 5, codePrefix: 'TG-PP', color: '#2471a3',
    title: sutureTitle('پلی‌پروپیلن', 'Polypropylene'),
    summary: l('نخ غیرجذبی قلب و عروق با سوزن دوسر.', 'Cardiovascular non-absorbable suture, double-armed.'),
    description: l('نخ پلی‌پروپیلن تک‌رشته‌ای آبی با دو سوزن گرد، برای آناستوموز عروق و جراحی قلب. بی‌اثر در بافت و بدون کاهش استحکام.',
      'Blue monofilament polypropylene with two round-bodied needles for vascular anastomosis and cardiac surgery. Inert in tissue with no loss of strength.'),
    specs: [spec('material', N.material, l('پلی‌پروپیلن تک‌رشته‌ای', 'Monofilament polypropylene')),
      spec('length', N.length, l('۹۰ سانتی‌متر', '90 cm')),
      spec('needle', N.needle, l('دو سوزن گرد ۱/۲ دایره، ۱۷ میلی‌متر', 'Double-armed round-bodied 1/2 circle, 17 mm')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱۲ عدد', '12 pieces'))],
    variants: [
      { label: '4-0', price: 34_500_000, stock: 40, ageDays: 150 },
      { label: '5-0', price: 36_200_000, stock: 28, ageDays: 150 },
      { label: '6-0', price: 38_900_000, stock: 0, ageDays: 150 },
    ],
  },
  {
    kind: 'suture', categoryId: 212, brandId: 1, codePrefix: 'AS-PET', color: '#27ae60',
    title: sutureTitle('پلی‌استر بافته‌شده', 'Braided polyester'),
    summary: l('نخ غیرجذبی پراستحکام.', 'High-strength non-absorbable suture.'),
    description: l('نخ پلی‌استر بافته‌شده سبز با پوشش سیلیکون، برای تعویض دریچه قلب و ترمیم تاندون.',
      'Green braided polyester with a silicone coating, for heart valve replacement and tendon repair.'),
    specs: [spec('material', N.material, l('پلی‌استر بافته‌شده', 'Braided polyester')),
      spec('length', N.length, l('۷۵ سانتی‌متر', '75 cm')),
      spec('needle', N.needle, l('گرد ۱/۲ دایره، ۲۶ میلی‌متر', 'Round-bodied 1/2 circle, 26 mm')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱۲ عدد', '12 pieces'))],
    variants: [
      { label: '0', price: 21_400_000, stock: 55, ageDays: 20 },
      { label: '2-0', price: 20_900_000, stock: 47, ageDays: 20 },
    ],
  },
  {
    kind: 'tape', categoryId: 221, brandId: 2, codePrefix: 'ND-PAP', color: '#ecf0f1',
    title: (v) => l(`چسب کاغذی ضد حساسیت ${faLabel(v)}`, `Hypoallergenic paper tape ${v.label}`),
    summary: l('چسب کاغذی میکروپور سفید، بدون لاتکس.', 'White microporous paper tape, latex free.'),
    description: l('چسب کاغذی با چسب آکریلیک هیپوآلرژنیک که با دست پاره می‌شود و هنگام برداشتن آسیبی به پوست نمی‌زند. برای ثابت کردن پانسمان و لوله‌ها روی پوست حساس.',
      'Paper tape with a hypoallergenic acrylic adhesive that tears by hand and comes off without harming the skin. For fixing dressings and tubing on sensitive skin.'),
    specs: [spec('material', N.material, l('کاغذ نبافته با چسب آکریلیک', 'Non-woven paper, acrylic adhesive')),
      spec('length', N.length, l('۹ متر', '9 m')), spec('sterility', N.sterility, NON_STERILE),
      spec('pack_count', N.pack, l('۱۲ رول', '12 rolls'))],
    variants: [
      { label: '1.25 cm', labelFa: '۱٫۲۵ سانتی‌متر', price: 1_450_000, stock: 600, ageDays: 700, specs: [spec('width', N.width, l('۱٫۲۵ سانتی‌متر', '1.25 cm'))] },
      { label: '2.5 cm', labelFa: '۲٫۵ سانتی‌متر', price: 2_350_000, stock: 480, ageDays: 700, specs: [spec('width', N.width, l('۲٫۵ سانتی‌متر', '2.5 cm'))] },
      { label: '5 cm', labelFa: '۵ سانتی‌متر', price: 4_200_000, stock: 9, ageDays: 700, specs: [spec('width', N.width, l('۵ سانتی‌متر', '5 cm'))] },
    ],
  },
  {
    kind: 'tape', categoryId: 222, brandId: 2, codePrefix: 'ND-SIL', color: '#5dade2',
    title: (v) => l(`چسب سیلیکونی ضد حساسیت ${faLabel(v)}`, `Gentle silicone tape ${v.label}`),
    summary: l('چسب سیلیکونی قابل جابه‌جایی برای پوست شکننده.', 'Repositionable silicone tape for fragile skin.'),
    description: l('چسب با لایه سیلیکونی نرم که بدون کندن موی پوست یا لایه اپیدرم برداشته می‌شود و چند بار قابل جابه‌جایی است. انتخاب مناسب برای NICU و بخش سالمندان.',
      'Tape with a soft silicone layer that comes off without stripping hair or epidermis and can be repositioned several times. A fit for NICU and geriatric wards.'),
    specs: [spec('material', N.material, l('پلی‌اورتان با چسب سیلیکونی', 'Polyurethane with silicone adhesive')),
      spec('length', N.length, l('۵ متر', '5 m')), spec('sterility', N.sterility, NON_STERILE),
      spec('pack_count', N.pack, l('۶ رول', '6 rolls'))],
    variants: [
      { label: '2.5 cm', labelFa: '۲٫۵ سانتی‌متر', price: 7_600_000, stock: 90, ageDays: 9, specs: [spec('width', N.width, l('۲٫۵ سانتی‌متر', '2.5 cm'))] },
      { label: '5 cm', labelFa: '۵ سانتی‌متر', price: 12_900_000, stock: 70, ageDays: 9, specs: [spec('width', N.width, l('۵ سانتی‌متر', '5 cm'))] },
    ],
  },
  {
    kind: 'film', categoryId: 223, brandId: 2, codePrefix: 'ND-FLM', color: '#aed6f1',
    title: (v) => l(`پانسمان فیلم شفاف ${faLabel(v)}`, `Transparent film dressing ${v.label}`),
    summary: l('پانسمان ضدآب و نیمه‌تراوا برای محل کاتتر.', 'Waterproof semi-permeable dressing for catheter sites.'),
    description: l('فیلم پلی‌اورتان شفاف که اکسیژن و بخار آب را عبور می‌دهد ولی مانع آب و باکتری است؛ مشاهده محل کاتتر بدون برداشتن پانسمان ممکن است.',
      'Transparent polyurethane film that passes oxygen and water vapour but blocks water and bacteria, so the catheter site can be watched without removing the dressing.'),
    specs: [spec('material', N.material, l('فیلم پلی‌اورتان', 'Polyurethane film')),
      spec('sterility', N.sterility, STERILE_GAMMA), spec('pack_count', N.pack, l('۵۰ عدد', '50 pieces'))],
    variants: [
      { label: '6×7 cm', labelFa: '۶ × ۷ سانتی‌متر', price: 5_900_000, stock: 210, ageDays: 95, specs: [spec('dimensions', N.dimensions, l('۶ × ۷ سانتی‌متر', '6 × 7 cm'))] },
      { label: '10×12 cm', labelFa: '۱۰ × ۱۲ سانتی‌متر', price: 9_400_000, stock: 160, ageDays: 95, specs: [spec('dimensions', N.dimensions, l('۱۰ × ۱۲ سانتی‌متر', '10 × 12 cm'))] },
    ],
  },
  {
    kind: 'tape', categoryId: 224, brandId: 2, codePrefix: 'ND-FAB', color: '#f5cba7',
    title: (v) => l(`چسب پارچه‌ای ضد حساسیت ${faLabel(v)}`, `Hypoallergenic fabric tape ${v.label}`),
    summary: l('چسب ریون نبافته کشسان در رول ۱۰ متری.', 'Stretchable non-woven rayon tape on 10 m rolls.'),
    description: l('چسب نبافته ریون با کشسانی عرضی که همراه پوست حرکت می‌کند؛ برای ثابت کردن پانسمان روی مفاصل و سطوح منحنی.',
      'Non-woven rayon tape with cross-direction stretch that moves with the skin, for fixing dressings over joints and curved surfaces.'),
    specs: [spec('material', N.material, l('ریون نبافته با چسب آکریلیک', 'Non-woven rayon, acrylic adhesive')),
      spec('length', N.length, l('۱۰ متر', '10 m')), spec('sterility', N.sterility, NON_STERILE),
      spec('pack_count', N.pack, l('۱ رول', '1 roll'))],
    variants: [
      { label: '5 cm', labelFa: '۵ سانتی‌متر', price: 1_850_000, stock: 320, ageDays: 45, specs: [spec('width', N.width, l('۵ سانتی‌متر', '5 cm'))] },
      { label: '10 cm', labelFa: '۱۰ سانتی‌متر', price: 3_300_000, stock: 250, ageDays: 45, specs: [spec('width', N.width, l('۱۰ سانتی‌متر', '10 cm'))] },
    ],
  },
  {
    kind: 'guidewire', categoryId: 231, brandId: 3, codePrefix: 'PW-HYD', color: '#1abc9c',
    title: (v) => l(`گاید وایر هیدروفیلیک ${faLabel(v)}`, `Hydrophilic guidewire ${v.label}`),
    summary: l('گاید وایر نیتینول با پوشش هیدروفیلیک.', 'Nitinol guidewire with hydrophilic coating.'),
    description: l('هسته نیتینول مقاوم در برابر خمیدگی با روکش پلی‌اورتان و پوشش هیدروفیلیک که پس از خیس شدن بسیار لغزنده می‌شود؛ برای عبور از ضایعات تنگ و عروق پیچ‌دار در آنژیوگرافی محیطی.',
      'Kink-resistant nitinol core with a polyurethane jacket and a hydrophilic coating that turns very slippery when wet, for crossing tight lesions and tortuous vessels in peripheral angiography.'),
    specs: [spec('material', N.material, l('هسته نیتینول', 'Nitinol core')),
      spec('coating', N.coating, l('هیدروفیلیک', 'Hydrophilic')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۵ عدد', '5 pieces'))],
    guarantee: { months: 12, percent: 8 },
    variants: [
      { label: '0.035″ × 150 cm, straight', labelFa: '۰٫۰۳۵ اینچ × ۱۵۰ سانتی‌متر، صاف', price: 31_500_000, stock: 25, ageDays: 120,
        specs: [spec('diameter', N.diameter, l('۰٫۰۳۵ اینچ', '0.035 in')), spec('length', N.length, l('۱۵۰ سانتی‌متر', '150 cm')), spec('tip', N.tip, l('صاف', 'Straight'))] },
      { label: '0.035″ × 150 cm, angled', labelFa: '۰٫۰۳۵ اینچ × ۱۵۰ سانتی‌متر، زاویه‌دار', price: 32_800_000, stock: 19, ageDays: 120,
        specs: [spec('diameter', N.diameter, l('۰٫۰۳۵ اینچ', '0.035 in')), spec('length', N.length, l('۱۵۰ سانتی‌متر', '150 cm')), spec('tip', N.tip, l('زاویه‌دار', 'Angled'))] },
      { label: '0.035″ × 260 cm, angled', labelFa: '۰٫۰۳۵ اینچ × ۲۶۰ سانتی‌متر، زاویه‌دار', price: 39_600_000, stock: 4, ageDays: 3,
        specs: [spec('diameter', N.diameter, l('۰٫۰۳۵ اینچ', '0.035 in')), spec('length', N.length, l('۲۶۰ سانتی‌متر', '260 cm')), spec('tip', N.tip, l('زاویه‌دار', 'Angled'))] },
    ],
  },
  {
    kind: 'guidewire', categoryId: 232, brandId: 3, codePrefix: 'PW-PTF', color: '#34495e',
    title: (v) => l(`گاید وایر PTFE نوک J ${faLabel(v)}`, `PTFE J-tip guidewire ${v.label}`),
    summary: l('گاید وایر فولادی با پوشش تفلون.', 'Stainless-steel guidewire with PTFE coating.'),
    description: l('گاید وایر فولاد ضدزنگ با پوشش PTFE و نوک J با شعاع ۳ میلی‌متر برای جای‌گذاری شیت و کاتتر در روش سلدینگر.',
      'Stainless-steel guidewire with PTFE coating and a 3 mm J tip for sheath and catheter placement by the Seldinger technique.'),
    specs: [spec('material', N.material, l('فولاد ضدزنگ ۳۰۴', '304 stainless steel')),
      spec('coating', N.coating, l('PTFE', 'PTFE')), spec('tip', N.tip, l('J با شعاع ۳ میلی‌متر', '3 mm J')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱۰ عدد', '10 pieces'))],
    guarantee: { months: 12, percent: 6 },
    variants: [
      { label: '0.035″ × 150 cm', labelFa: '۰٫۰۳۵ اینچ × ۱۵۰ سانتی‌متر', price: 14_900_000, stock: 80, ageDays: 300,
        specs: [spec('diameter', N.diameter, l('۰٫۰۳۵ اینچ', '0.035 in')), spec('length', N.length, l('۱۵۰ سانتی‌متر', '150 cm'))] },
      { label: '0.038″ × 180 cm', labelFa: '۰٫۰۳۸ اینچ × ۱۸۰ سانتی‌متر', price: 16_400_000, stock: 66, ageDays: 300,
        specs: [spec('diameter', N.diameter, l('۰٫۰۳۸ اینچ', '0.038 in')), spec('length', N.length, l('۱۸۰ سانتی‌متر', '180 cm'))] },
    ],
  },
  {
    kind: 'guidewire', categoryId: 233, brandId: 5, codePrefix: 'TG-ZEB', color: '#f1c40f',
    title: (v) => l(`گاید وایر زبرا اورولوژی ${faLabel(v)}`, `Urology zebra guidewire ${v.label}`),
    summary: l('گاید وایر نیتینول با نوارهای رادیواپک.', 'Nitinol guidewire with radiopaque stripes.'),
    description: l('گاید وایر زبرا با هسته نیتینول، پوشش PTFE راه‌راه برای دید آندوسکوپیک و نوک هیدروفیلیک ۳ سانتی‌متری؛ برای یورتروسکوپی و PCNL.',
      'Zebra guidewire with a nitinol core, striped PTFE for endoscopic visibility and a 3 cm hydrophilic tip, for ureteroscopy and PCNL.'),
    specs: [spec('material', N.material, l('هسته نیتینول', 'Nitinol core')),
      spec('coating', N.coating, l('PTFE راه‌راه با نوک هیدروفیلیک', 'Striped PTFE, hydrophilic tip')),
      spec('length', N.length, l('۱۵۰ سانتی‌متر', '150 cm')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۵ عدد', '5 pieces'))],
    guarantee: { months: 12, percent: 8 },
    variants: [
      { label: '0.035″', labelFa: '۰٫۰۳۵ اینچ', price: 27_300_000, stock: 30, ageDays: 60, specs: [spec('diameter', N.diameter, l('۰٫۰۳۵ اینچ', '0.035 in'))] },
      { label: '0.038″', labelFa: '۰٫۰۳۸ اینچ', price: 28_100_000, stock: 0, ageDays: 60, specs: [spec('diameter', N.diameter, l('۰٫۰۳۸ اینچ', '0.038 in'))] },
    ],
  },
  {
    kind: 'mesh', categoryId: 241, brandId: 4, codePrefix: 'SM-STD', color: '#3498db',
    title: (v) => l(`مش فتق پلی‌پروپیلن ${faLabel(v)}`, `Polypropylene hernia mesh ${v.label}`),
    summary: l('مش تک‌رشته‌ای با وزن استاندارد برای ترمیم فتق اینگوینال و شکمی.', 'Standard-weight monofilament mesh for inguinal and ventral hernia repair.'),
    description: l('مش بافته‌شده از پلی‌پروپیلن تک‌رشته‌ای با وزن ۸۰ گرم بر مترمربع، استحکام بالا و قابلیت برش بدون ریش‌ریش شدن. برای ترمیم باز و لاپاراسکوپیک فتق.',
      'Knitted monofilament polypropylene mesh of 80 g/m², high strength and cuttable without fraying. For open and laparoscopic hernia repair.'),
    specs: [spec('material', N.material, l('پلی‌پروپیلن تک‌رشته‌ای', 'Monofilament polypropylene')),
      spec('weight', N.weight, l('۸۰ گرم بر مترمربع', '80 g/m²')), spec('pore', N.pore, l('۱٫۰ میلی‌متر', '1.0 mm')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱ عدد', '1 piece'))],
    guarantee: { months: 24, percent: 10 },
    variants: [
      { label: '6×11 cm', labelFa: '۶ × ۱۱ سانتی‌متر', price: 18_500_000, stock: 45, ageDays: 365, specs: [spec('dimensions', N.dimensions, l('۶ × ۱۱ سانتی‌متر', '6 × 11 cm'))] },
      { label: '15×15 cm', labelFa: '۱۵ × ۱۵ سانتی‌متر', price: 34_000_000, stock: 38, ageDays: 365, specs: [spec('dimensions', N.dimensions, l('۱۵ × ۱۵ سانتی‌متر', '15 × 15 cm'))] },
      { label: '30×30 cm', labelFa: '۳۰ × ۳۰ سانتی‌متر', price: 79_000_000, stock: 7, ageDays: 365, specs: [spec('dimensions', N.dimensions, l('۳۰ × ۳۰ سانتی‌متر', '30 × 30 cm'))] },
    ],
  },
  {
    kind: 'mesh', categoryId: 242, brandId: 4, codePrefix: 'SM-LW', color: '#5499c7',
    title: (v) => l(`مش سبک ماکروپور ${faLabel(v)}`, `Lightweight macropore mesh ${v.label}`),
    summary: l('مش سبک با منافذ بزرگ برای درد کمتر پس از عمل.', 'Large-pore lightweight mesh for less post-operative pain.'),
    description: l('مش پلی‌پروپیلن با وزن ۳۵ گرم بر مترمربع و منافذ ۲٫۵ میلی‌متری که کمترین جسم خارجی را در بدن باقی می‌گذارد و انعطاف دیواره شکم را حفظ می‌کند.',
      'Polypropylene mesh of 35 g/m² with 2.5 mm pores that leaves the least foreign material and keeps the abdominal wall flexible.'),
    specs: [spec('material', N.material, l('پلی‌پروپیلن تک‌رشته‌ای', 'Monofilament polypropylene')),
      spec('weight', N.weight, l('۳۵ گرم بر مترمربع', '35 g/m²')), spec('pore', N.pore, l('۲٫۵ میلی‌متر', '2.5 mm')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱ عدد', '1 piece'))],
    guarantee: { months: 24, percent: 10 },
    variants: [
      { label: '15×15 cm', labelFa: '۱۵ × ۱۵ سانتی‌متر', price: 46_000_000, stock: 22, ageDays: 25, specs: [spec('dimensions', N.dimensions, l('۱۵ × ۱۵ سانتی‌متر', '15 × 15 cm'))] },
      { label: '30×30 cm', labelFa: '۳۰ × ۳۰ سانتی‌متر', price: 98_000_000, stock: 11, ageDays: 25, specs: [spec('dimensions', N.dimensions, l('۳۰ × ۳۰ سانتی‌متر', '30 × 30 cm'))] },
    ],
  },
  {
    kind: 'mesh', categoryId: 243, brandId: 4, codePrefix: 'SM-PF', color: '#e59866',
    title: () => l('مش کف لگن از پیش برش‌خورده', 'Pre-cut pelvic floor mesh'),
    summary: l('مش شش‌بازویی برای ترمیم پرولاپس قدامی و خلفی.', 'Six-arm mesh for anterior and posterior prolapse repair.'),
    description: l('مش فوق‌سبک پلی‌پروپیلن با بازوهای از پیش برش‌خورده و نشانگرهای خط میانی، برای ترمیم پرولاپس لگنی از راه واژینال.',
      'Ultra-light polypropylene mesh with pre-cut arms and midline markers for vaginal repair of pelvic organ prolapse.'),
    specs: [spec('material', N.material, l('پلی‌پروپیلن تک‌رشته‌ای', 'Monofilament polypropylene')),
      spec('weight', N.weight, l('۲۵ گرم بر مترمربع', '25 g/m²')),
      spec('dimensions', N.dimensions, l('۸ × ۱۵ سانتی‌متر با ۶ بازو', '8 × 15 cm, six arms')),
      spec('sterility', N.sterility, STERILE), spec('pack_count', N.pack, l('۱ عدد', '1 piece'))],
    guarantee: { months: 24, percent: 12 },
    variants: [{ label: '8×15 cm', price: 125_000_000, stock: 5, ageDays: 14 }],
  },
];
