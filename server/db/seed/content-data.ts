/**
 * Demo content in fa and en: news (articles 112, events 111), albums, FAQ and the home page's
 * content boxes. Dates are relative to the seed date so that the demo always looks current.
 */
type L = { fa: string; en: string };
const l = (fa: string, en: string): L => ({ fa, en });

export type SeedContentCategory = { id: number; moduleId: number; title: L; urlKeywords: string; order: number };

/** Module ids: news 1 (spec §9), albums 3, FAQ 4. */
export const contentCategories: SeedContentCategory[] = [
  { id: 111, moduleId: 1, order: 2, urlKeywords: 'events', title: l('رویدادها', 'Events') },
  { id: 112, moduleId: 1, order: 1, urlKeywords: 'articles', title: l('مقاله‌ها', 'Articles') },
  { id: 301, moduleId: 3, order: 1, urlKeywords: 'production', title: l('خط تولید', 'Production') },
  { id: 302, moduleId: 3, order: 2, urlKeywords: 'exhibitions', title: l('نمایشگاه‌ها و کنگره‌ها', 'Exhibitions and congresses') },
  { id: 401, moduleId: 4, order: 1, urlKeywords: 'faq-ordering', title: l('سفارش و پرداخت', 'Ordering and payment') },
  { id: 402, moduleId: 4, order: 2, urlKeywords: 'faq-products', title: l('محصولات و استریلیتی', 'Products and sterility') },
  { id: 403, moduleId: 4, order: 3, urlKeywords: 'faq-delivery', title: l('ارسال و مرجوعی', 'Delivery and returns') },
];

export type SeedNews = {
  id: number;
  categoryId: 111 | 112;
  typeId: 1 | 2 | 3;
  outputIds: number[];
  title: L;
  summary: L;
  body: L;
  keywords: L;
  /** Days before the seed date it was published. */
  ageDays: number;
  /** Days from the seed date the event starts (negative: past). */
  eventInDays?: number;
  location?: L;
  color: string;
};

export const newsData: SeedNews[] = [
  {
    id: 501, categoryId: 112, typeId: 1, outputIds: [1, 2], ageDays: 3, color: '#0f766e',
    title: l('راهنمای انتخاب سایز نخ بخیه در جراحی عمومی', 'Choosing suture sizes in general surgery'),
    summary: l('از ۲-۰ برای فاسیا تا ۵-۰ برای پوست صورت: جدول ساده انتخاب سایز بر اساس بافت.', 'From 2-0 for fascia to 5-0 for facial skin: a simple table of sizes by tissue.'),
    body: l(
      'انتخاب سایز نخ بخیه به استحکام بافت و میزان کشش روی زخم بستگی دارد. برای بستن فاسیا معمولاً سایز ۰ یا ۲-۰ از نخ‌های با جذب طولانی مانند PDO به کار می‌رود. لایه زیرجلدی با PGA سایز ۳-۰ بسته می‌شود و برای پوست تنه نایلون ۳-۰ یا ۴-۰ مناسب است.\n\nدر صورت و دست‌ها نخ‌های ظریف‌تر (۵-۰ و ۶-۰) با سوزن برنده معکوس کمترین اسکار را برجا می‌گذارند. همیشه باریک‌ترین نخی را انتخاب کنید که استحکام کافی دارد؛ نخ ضخیم‌تر واکنش بافتی بیشتری ایجاد می‌کند.',
      'The right suture size depends on tissue strength and the tension on the wound. Fascia is usually closed with size 0 or 2-0 of a long-lasting absorbable such as PDO. The subcutaneous layer takes PGA 3-0, and nylon 3-0 or 4-0 suits the skin of the trunk.\n\nOn the face and hands, finer sutures (5-0 and 6-0) on a reverse cutting needle leave the least scarring. Always choose the finest suture that is strong enough: a thicker one causes more tissue reaction.',
    ),
    keywords: l('بخیه سایز جراحی', 'suture size surgery'),
  },
  {
    id: 502, categoryId: 112, typeId: 1, outputIds: [1], ageDays: 11, color: '#2563eb',
    title: l('چسب ضد حساسیت برای پوست نوزادان: چه باید دانست', 'Anti-allergy tape on newborn skin: what to know'),
    summary: l('چرا چسب سیلیکونی در بخش مراقبت‌های ویژه نوزادان جایگزین چسب‌های آکریلیک شده است.', 'Why silicone tape has replaced acrylic tapes in neonatal intensive care.'),
    body: l(
      'پوست نوزاد نارس لایه شاخی نازکی دارد و برداشتن چسب معمولی می‌تواند بخشی از اپیدرم را جدا کند. چسب‌های سیلیکونی با چسبندگی ملایم و قابلیت جابه‌جایی، آسیب پوستی را به حداقل می‌رسانند.\n\nهنگام برداشتن چسب، آن را موازی با سطح پوست و آرام بکشید و از حلال‌های الکلی پرهیز کنید.',
      'The skin of a premature baby has a thin horny layer, and removing ordinary tape can strip part of the epidermis. Silicone tapes, with gentle and repositionable adhesion, keep skin injury to a minimum.\n\nWhen removing tape, pull it slowly and parallel to the skin, and avoid alcohol-based solvents.',
    ),
    keywords: l('چسب نوزاد سیلیکون پوست', 'tape newborn silicone skin'),
  },
  {
    id: 503, categoryId: 112, typeId: 1, outputIds: [1, 2, 3], ageDays: 24, color: '#7c3aed',
    title: l('گاید وایر هیدروفیلیک یا PTFE؟', 'Hydrophilic or PTFE guidewire?'),
    summary: l('مقایسه دو پوشش رایج گاید وایر از نظر لغزندگی، کنترل گشتاور و کاربرد.', 'The two common guidewire coatings compared for lubricity, torque control and use.'),
    body: l(
      'پوشش هیدروفیلیک پس از خیس شدن اصطکاک را به کمترین حد می‌رساند و برای عبور از تنگی‌ها و عروق پیچ‌دار مناسب است، اما خطر سوراخ شدن رگ را باید در نظر داشت. پوشش PTFE لغزندگی کمتری دارد ولی کنترل و حس دست بهتری می‌دهد و برای جای‌گذاری شیت و کاتتر در روش سلدینگر انتخاب رایجی است.',
      'A hydrophilic coating brings friction to a minimum once wet and suits crossing stenoses and tortuous vessels, though the risk of perforation must be kept in mind. PTFE is less slippery but gives better control and feel, and is a common choice for sheath and catheter placement by the Seldinger technique.',
    ),
    keywords: l('گاید وایر هیدروفیلیک PTFE', 'guidewire hydrophilic PTFE'),
  },
  {
    id: 504, categoryId: 112, typeId: 3, outputIds: [1, 3], ageDays: 40, color: '#b45309',
    title: l('دریافت گواهی ISO 13485 برای خط تولید مش جراحی', 'ISO 13485 certification for the surgical mesh line'),
    summary: l('خط تولید مش‌های پلی‌پروپیلن ممیزی استاندارد مدیریت کیفیت تجهیزات پزشکی را با موفقیت گذراند.', 'The polypropylene mesh line passed its medical-device quality management audit.'),
    body: l(
      'پس از شش ماه آماده‌سازی، خط تولید مش جراحی ممیزی ISO 13485:2016 را بدون عدم انطباق عمده گذراند. این گواهی شامل طراحی، بافت، برش، بسته‌بندی و استریلیزاسیون با اتیلن اکساید است.',
      'After six months of preparation, the surgical mesh line passed its ISO 13485:2016 audit with no major non-conformity. The certificate covers design, knitting, cutting, packaging and ethylene-oxide sterilisation.',
    ),
    keywords: l('گواهی کیفیت مش', 'certificate quality mesh'),
  },
  {
    id: 505, categoryId: 112, typeId: 1, outputIds: [1], ageDays: 62, color: '#0891b2',
    title: l('نگهداری صحیح نخ بخیه در انبار بیمارستان', 'Storing sutures correctly in the hospital store'),
    summary: l('دما، رطوبت و چرخش موجودی: سه نکته برای حفظ استریلیتی و استحکام نخ.', 'Temperature, humidity and stock rotation: three points to keep sutures sterile and strong.'),
    body: l(
      'نخ‌های بخیه را در دمای کمتر از ۲۵ درجه و دور از نور مستقیم نگه دارید. بسته‌بندی آسیب‌دیده یا مرطوب را مصرف نکنید. اصل «اول منقضی، اول مصرف» را رعایت کنید و تاریخ انقضا را پیش از باز کردن بسته بررسی کنید.',
      'Keep sutures below 25 °C and out of direct light. Do not use damaged or damp packs. Follow "first expiring, first out", and check the expiry date before opening a pack.',
    ),
    keywords: l('نگهداری انبار بخیه', 'storage store suture'),
  },
  {
    id: 506, categoryId: 112, typeId: 1, outputIds: [1, 2], ageDays: 85, color: '#16a34a',
    title: l('مش سبک در ترمیم فتق: شواهد تازه', 'Lightweight mesh in hernia repair: new evidence'),
    summary: l('مرور مطالعات اخیر درباره درد مزمن و عود پس از استفاده از مش‌های سبک.', 'A review of recent studies on chronic pain and recurrence with lightweight meshes.'),
    body: l(
      'مطالعات اخیر نشان می‌دهند مش‌های سبک با منافذ بزرگ، درد مزمن پس از ترمیم فتق اینگوینال را کاهش می‌دهند، بی‌آنکه نرخ عود را به‌طور معنادار افزایش دهند. انتخاب اندازه مناسب و همپوشانی کافی با لبه نقص همچنان مهم‌ترین عامل موفقیت است.',
      'Recent studies show that large-pore lightweight meshes reduce chronic pain after inguinal hernia repair without a significant rise in recurrence. Choosing the right size and enough overlap with the edge of the defect remains the main factor in success.',
    ),
    keywords: l('مش فتق سبک', 'mesh hernia lightweight'),
  },
  {
    id: 511, categoryId: 111, typeId: 2, outputIds: [1, 2, 3], ageDays: 6, eventInDays: 34, color: '#dc2626',
    title: l('حضور در نمایشگاه بین‌المللی تجهیزات پزشکی تهران', 'At the Tehran International Medical Equipment Exhibition'),
    summary: l('در غرفه ما نمونه‌های نخ بخیه و مش جراحی را از نزدیک ببینید.', 'See our sutures and surgical meshes up close at our booth.'),
    body: l(
      'در بیست‌وهشتمین نمایشگاه بین‌المللی تجهیزات پزشکی، آزمایشگاهی و دارویی تهران میزبان شما هستیم. کارشناسان فنی برای معرفی گاید وایرهای جدید و مش‌های سبک در غرفه حضور دارند.',
      'We host you at the 28th Tehran International Medical, Laboratory and Pharmaceutical Exhibition. Our specialists will present the new guidewires and lightweight meshes at the booth.',
    ),
    keywords: l('نمایشگاه تهران غرفه', 'exhibition tehran booth'),
    location: l('تهران، محل دائمی نمایشگاه‌های بین‌المللی، سالن ۳۸', 'Tehran International Fairground, hall 38'),
  },
  {
    id: 512, categoryId: 111, typeId: 2, outputIds: [1, 3], ageDays: 15, eventInDays: 12, color: '#9333ea',
    title: l('کارگاه عملی بخیه برای دستیاران جراحی', 'Hands-on suturing workshop for surgical residents'),
    summary: l('کارگاه یک‌روزه تکنیک‌های گره و بخیه با مدل‌های تمرینی.', 'A one-day workshop on knots and suturing on practice models.'),
    body: l(
      'این کارگاه با همکاری انجمن جراحان عمومی برگزار می‌شود و شامل تمرین گره‌های دستی و با ابزار، بخیه ساده، تشکی و زیرجلدی است. ظرفیت محدود است.',
      'Run with the general surgeons\' association, the workshop covers hand and instrument ties, simple, mattress and subcuticular sutures. Places are limited.',
    ),
    keywords: l('کارگاه آموزش بخیه', 'workshop training suture'),
    location: l('شیراز، دانشکده پزشکی، سالن مهارت‌های بالینی', 'Shiraz, School of Medicine, clinical skills hall'),
  },
  {
    id: 513, categoryId: 111, typeId: 2, outputIds: [1], ageDays: 70, eventInDays: -40, color: '#0d9488',
    title: l('کنگره سالانه جراحان ایران', 'Annual Congress of Iranian Surgeons'),
    summary: l('ارائه نتایج بالینی مش کف لگن در کنگره سالانه.', 'Clinical results of the pelvic floor mesh presented at the annual congress.'),
    body: l(
      'در کنگره سالانه جراحان ایران نتایج یک‌ساله استفاده از مش کف لگن از پیش برش‌خورده در سه مرکز درمانی ارائه شد.',
      'One-year results of the pre-cut pelvic floor mesh at three hospitals were presented at the Annual Congress of Iranian Surgeons.',
    ),
    keywords: l('کنگره جراحی مش', 'congress surgery mesh'),
    location: l('تهران، مرکز همایش‌های بین‌المللی رازی', 'Tehran, Razi International Conference Centre'),
  },
  {
    id: 514, categoryId: 111, typeId: 2, outputIds: [1, 2], ageDays: 120, eventInDays: -95, color: '#ea580c',
    title: l('بازدید دانشجویان مهندسی پزشکی از خط تولید', 'Biomedical engineering students visit the plant'),
    summary: l('آشنایی با اتاق تمیز و فرایند استریلیزاسیون.', 'A look at the clean room and the sterilisation process.'),
    body: l(
      'گروهی از دانشجویان مهندسی پزشکی از اتاق تمیز کلاس ۸، خط بسته‌بندی و واحد استریلیزاسیون اتیلن اکساید بازدید کردند.',
      'A group of biomedical engineering students visited the class 8 clean room, the packaging line and the ethylene-oxide sterilisation unit.',
    ),
    keywords: l('بازدید دانشجو تولید', 'visit students production'),
    location: l('اصفهان، شهرک صنعتی', 'Isfahan, industrial estate'),
  },
];

export type SeedAlbum = {
  id: number;
  categoryId: 301 | 302;
  title: L;
  description: L;
  ageDays: number;
  images: { scene: string; caption: L }[];
};

export const albumsData: SeedAlbum[] = [
  {
    id: 601, categoryId: 301, ageDays: 20,
    title: l('اتاق تمیز بسته‌بندی نخ بخیه', 'The suture packaging clean room'),
    description: l('مراحل بسته‌بندی نخ بخیه در اتاق تمیز کلاس ۸.', 'Suture packaging steps in the class 8 clean room.'),
    images: [
      { scene: 'cleanroom', caption: l('ورود به اتاق تمیز با لباس مخصوص', 'Entering the clean room in protective clothing') },
      { scene: 'spools', caption: l('قرقره‌های نخ پیش از برش', 'Thread spools before cutting') },
      { scene: 'needles', caption: l('اتصال سوزن به نخ', 'Swaging needles to thread') },
      { scene: 'packs', caption: l('بسته‌بندی در فویل آلومینیومی', 'Packing in aluminium foil') },
      { scene: 'sterile', caption: l('ورود به اتاقک استریلیزاسیون', 'Into the sterilisation chamber') },
    ],
  },
  {
    id: 602, categoryId: 301, ageDays: 45,
    title: l('بافت و برش مش جراحی', 'Knitting and cutting surgical mesh'),
    description: l('از رشته پلی‌پروپیلن تا مش برش‌خورده.', 'From polypropylene filament to cut mesh.'),
    images: [
      { scene: 'knitting', caption: l('ماشین بافت تاری', 'Warp knitting machine') },
      { scene: 'mesh', caption: l('بازرسی منافذ مش', 'Inspecting mesh pores') },
      { scene: 'cutting', caption: l('برش لیزری به ابعاد استاندارد', 'Laser cutting to standard sizes') },
      { scene: 'packs', caption: l('بسته‌بندی دولایه استریل', 'Double sterile packaging') },
    ],
  },
  {
    id: 603, categoryId: 302, ageDays: 75,
    title: l('نمایشگاه تجهیزات پزشکی تهران', 'Tehran medical equipment exhibition'),
    description: l('غرفه ما در نمایشگاه سال گذشته.', 'Our booth at last year\'s exhibition.'),
    images: [
      { scene: 'booth', caption: l('نمای کلی غرفه', 'The booth') },
      { scene: 'talk', caption: l('معرفی گاید وایرهای جدید', 'Presenting the new guidewires') },
      { scene: 'visitors', caption: l('گفت‌وگو با بازدیدکنندگان', 'Talking with visitors') },
      { scene: 'samples', caption: l('نمونه‌های محصولات', 'Product samples') },
    ],
  },
  {
    id: 604, categoryId: 302, ageDays: 110,
    title: l('کارگاه آموزشی بخیه', 'Suturing workshop'),
    description: l('تصاویری از کارگاه عملی دستیاران جراحی.', 'Pictures from the residents\' hands-on workshop.'),
    images: [
      { scene: 'talk', caption: l('آموزش گره جراحی', 'Teaching surgical knots') },
      { scene: 'needles', caption: l('تمرین روی مدل پوست', 'Practice on skin models') },
      { scene: 'visitors', caption: l('پرسش و پاسخ پایانی', 'Closing questions') },
    ],
  },
];

export type SeedFaq = { id: number; categoryId: 401 | 402 | 403; order: number; question: L; answer: L };

export const faqsData: SeedFaq[] = [
  { id: 701, categoryId: 401, order: 1, question: l('چگونه سفارش ثبت کنم؟', 'How do I place an order?'),
    answer: l('با شماره موبایل وارد شوید، محصولات را به سبد خرید اضافه کنید، گیرنده و روش ارسال را انتخاب کنید و پرداخت را انجام دهید.', 'Sign in with your mobile number, add products to the cart, choose the recipient and delivery method, then pay.') },
  { id: 702, categoryId: 401, order: 2, question: l('آیا بیمارستان‌ها می‌توانند با پیش‌فاکتور خرید کنند؟', 'Can hospitals buy against a proforma invoice?'),
    answer: l('بله. پس از ثبت سفارش، پیش‌فاکتور رسمی صادر می‌شود و واحد تدارکات می‌تواند با آن پرداخت کند.', 'Yes. After the order is placed, an official proforma invoice is issued and the purchasing department can pay against it.') },
  { id: 703, categoryId: 401, order: 3, question: l('روش‌های پرداخت کدام‌اند؟', 'Which payment methods are there?'),
    answer: l('پرداخت آنلاین با کارت‌های عضو شتاب، استفاده از اعتبار حساب و برای مراکز درمانی واریز به حساب.', 'Online payment with Shetab cards, store credit, and bank transfer for hospitals and clinics.') },
  { id: 704, categoryId: 401, order: 4, question: l('کد تخفیف را کجا وارد کنم؟', 'Where do I enter a discount code?'),
    answer: l('در مرحله بازبینی سبد خرید، کد را وارد کنید؛ هر سفارش یک کد تخفیف می‌پذیرد.', 'Enter it at the cart review step; each order takes one discount code.') },
  { id: 705, categoryId: 401, order: 5, question: l('آیا قیمت‌ها شامل مالیات بر ارزش افزوده است؟', 'Do prices include VAT?'),
    answer: l('قیمت‌ها بدون مالیات نمایش داده می‌شوند و مالیات در فاکتور نهایی محاسبه می‌شود.', 'Prices are shown without VAT; VAT is added on the final invoice.') },
  { id: 711, categoryId: 402, order: 1, question: l('محصولات با چه روشی استریل می‌شوند؟', 'How are the products sterilised?'),
    answer: l('نخ‌های بخیه مصنوعی، گاید وایرها و مش‌ها با اتیلن اکساید و کات‌گوت، ابریشم و پانسمان فیلم با اشعه گاما استریل می‌شوند.', 'Synthetic sutures, guidewires and meshes are sterilised with ethylene oxide; catgut, silk and film dressings with gamma radiation.') },
  { id: 712, categoryId: 402, order: 2, question: l('تاریخ انقضای نخ بخیه چقدر است؟', 'How long do sutures keep?'),
    answer: l('نخ‌های مصنوعی پنج سال و کات‌گوت سه سال از تاریخ تولید اعتبار دارند، به شرط سالم بودن بسته‌بندی.', 'Synthetic sutures keep five years and catgut three years from manufacture, as long as the pack is intact.') },
  { id: 713, categoryId: 402, order: 3, question: l('آیا چسب‌ها لاتکس دارند؟', 'Do the tapes contain latex?'),
    answer: l('خیر. همه چسب‌های ضد حساسیت بدون لاتکس و با چسب آکریلیک یا سیلیکونی هیپوآلرژنیک هستند.', 'No. All anti-allergy tapes are latex free, with hypoallergenic acrylic or silicone adhesive.') },
  { id: 714, categoryId: 402, order: 4, question: l('ضمانت تعویض گاید وایر و مش شامل چه مواردی است؟', 'What does the replacement guarantee cover?'),
    answer: l('در صورت نقص ساخت، بسته آسیب‌دیده یا باز شدن بسته پیش از مصرف به دلیل ایراد بسته‌بندی، محصول در مدت ضمانت تعویض می‌شود.', 'A manufacturing defect, a damaged pack or a pack that opens before use because of a packaging fault is replaced within the guarantee period.') },
  { id: 715, categoryId: 402, order: 5, question: l('گواهی‌نامه‌های کیفیت محصولات چیست؟', 'Which quality certificates do the products have?'),
    answer: l('محصولات دارای پروانه اداره کل تجهیزات پزشکی، گواهی ISO 13485 و نشان CE برای اقلام صادراتی هستند.', 'The products hold the national medical devices licence, ISO 13485 certification and the CE mark for exported items.') },
  { id: 721, categoryId: 403, order: 1, question: l('ارسال سفارش چقدر طول می‌کشد؟', 'How long does delivery take?'),
    answer: l('تهران یک تا دو روز کاری و سایر شهرها دو تا چهار روز کاری با پست پیشتاز یا باربری.', 'One to two working days in Tehran and two to four elsewhere, by express post or freight.') },
  { id: 722, categoryId: 403, order: 2, question: l('آیا ارسال به همه شهرها ممکن است؟', 'Do you deliver to every city?'),
    answer: l('بله، به همه مراکز استان‌ها و شهرهای اصلی ارسال داریم.', 'Yes, to every province capital and the main cities.') },
  { id: 723, categoryId: 403, order: 3, question: l('شرایط مرجوع کردن کالا چیست؟', 'How do returns work?'),
    answer: l('کالای سالم با بسته‌بندی باز نشده تا هفت روز پس از تحویل پذیرفته می‌شود. محصولات استریل باز شده مرجوع نمی‌شوند.', 'Unopened items in perfect condition are accepted up to seven days after delivery. Opened sterile products cannot be returned.') },
  { id: 724, categoryId: 403, order: 4, question: l('وضعیت سفارش را چطور پیگیری کنم؟', 'How do I track my order?'),
    answer: l('در پیشخوان، بخش سفارش‌ها وضعیت و کد رهگیری مرسوله را می‌بینید.', 'In your dashboard, the orders section shows each order\'s status and tracking code.') },
];

export type SeedBox = {
  id: number;
  pageId: number;
  kind: 'hero' | 'featured_categories' | 'featured_products' | 'latest_news' | 'text' | 'contact';
  order: number;
  title: L;
  body?: L;
  keywords: string;
  data: Record<string, unknown>;
};

export const boxesData: SeedBox[] = [
  { id: 801, pageId: 1, kind: 'hero', order: 1, keywords: 'home hero banner',
    title: l('ملزومات جراحی برای بیمارستان‌ها و درمانگاه‌ها', 'Surgical supplies for hospitals and clinics'),
    body: l('نخ بخیه، چسب ضد حساسیت، گاید وایر و مش جراحی، مستقیم از تولیدکننده. صفحه‌هایی که باز می‌کنید روی دستگاه شما می‌مانند، حتی بدون اینترنت.',
      'Sutures, anti-allergy adhesives, guidewires and surgical meshes, straight from the maker. Pages you open stay on your device, even without a connection.'),
    data: { link: '/product' } },
  { id: 802, pageId: 1, kind: 'featured_categories', order: 2, keywords: 'home categories',
    title: l('گروه‌های محصولات', 'Product groups'), data: { category_ids: [201, 202, 203, 204] } },
  { id: 803, pageId: 1, kind: 'featured_products', order: 3, keywords: 'home products featured',
    title: l('محصولات منتخب', 'Featured products'), data: { product_ids: [1001, 1009, 1020, 1031, 1036, 1041, 1024, 1015] } },
  { id: 804, pageId: 1, kind: 'latest_news', order: 4, keywords: 'home news latest',
    title: l('تازه‌ترین خبرها', 'Latest news'), data: { news_category_ids: [112, 111], limit: 3 } },
  { id: 805, pageId: 2, kind: 'text', order: 1, keywords: 'about company',
    title: l('درباره ما', 'About us'),
    body: l('ما از سال ۱۳۸۲ نخ بخیه، چسب پزشکی، گاید وایر و مش جراحی برای بیمارستان‌های کشور تولید می‌کنیم.',
      'Since 2003 we have made sutures, medical tapes, guidewires and surgical meshes for the country\'s hospitals.'),
    data: {} },
];

/** The site frame's contact box (page 3): the footer and the desktop's contact panel show it. Added by its own seed set. */
export const contactBoxData: SeedBox = {
  id: 806, pageId: 3, kind: 'contact', order: 1, keywords: 'contact hours address phone',
  title: l('تماس و ساعت کاری', 'Contact and opening hours'),
  body: l('تهران، شهرک صنعتی آزادی، خیابان چهارم، پلاک ۱۸، واحد ۴', 'Unit 4, No. 18, Fourth Street, Azadi Industrial Park, Tehran'),
  // Saturday to Wednesday 8:00-16:00, Thursday 8:00-13:00 (Tehran time).
  data: { phone: '021-44556677', email: 'support@medsupply.example', hours: [{ from_day: 6, to_day: 3, opens: '08:00', closes: '16:00' }, { from_day: 4, to_day: 4, opens: '08:00', closes: '13:00' }] },
};
