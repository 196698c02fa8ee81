/**
 * Iran's 31 provinces with their capitals (ranking 1), major cities (2) and a further city (3),
 * in fa and en. Ids are stable: province n has id n; its cities are n*100 + 1, 2, 3.
 */
type Place = [fa: string, en: string];
type ProvinceRow = { code: string; name: Place; cities: Place[] };

export const provincesData: ProvinceRow[] = [
  { code: 'THR', name: ['تهران', 'Tehran'], cities: [['تهران', 'Tehran'], ['شهریار', 'Shahriar'], ['ورامین', 'Varamin']] },
  { code: 'ALB', name: ['البرز', 'Alborz'], cities: [['کرج', 'Karaj'], ['نظرآباد', 'Nazarabad']] },
  { code: 'ISF', name: ['اصفهان', 'Isfahan'], cities: [['اصفهان', 'Isfahan'], ['کاشان', 'Kashan'], ['نجف‌آباد', 'Najafabad']] },
  { code: 'FAR', name: ['فارس', 'Fars'], cities: [['شیراز', 'Shiraz'], ['مرودشت', 'Marvdasht'], ['جهرم', 'Jahrom']] },
  { code: 'KHR', name: ['خراسان رضوی', 'Razavi Khorasan'], cities: [['مشهد', 'Mashhad'], ['نیشابور', 'Neyshabur'], ['سبزوار', 'Sabzevar']] },
  { code: 'EAZ', name: ['آذربایجان شرقی', 'East Azerbaijan'], cities: [['تبریز', 'Tabriz'], ['مراغه', 'Maragheh'], ['مرند', 'Marand']] },
  { code: 'WAZ', name: ['آذربایجان غربی', 'West Azerbaijan'], cities: [['ارومیه', 'Urmia'], ['خوی', 'Khoy'], ['مهاباد', 'Mahabad']] },
  { code: 'KHZ', name: ['خوزستان', 'Khuzestan'], cities: [['اهواز', 'Ahvaz'], ['دزفول', 'Dezful'], ['آبادان', 'Abadan']] },
  { code: 'KRN', name: ['کرمان', 'Kerman'], cities: [['کرمان', 'Kerman'], ['سیرجان', 'Sirjan'], ['رفسنجان', 'Rafsanjan']] },
  { code: 'MZN', name: ['مازندران', 'Mazandaran'], cities: [['ساری', 'Sari'], ['بابل', 'Babol'], ['آمل', 'Amol']] },
  { code: 'GIL', name: ['گیلان', 'Gilan'], cities: [['رشت', 'Rasht'], ['بندر انزلی', 'Bandar Anzali'], ['لاهیجان', 'Lahijan']] },
  { code: 'GOL', name: ['گلستان', 'Golestan'], cities: [['گرگان', 'Gorgan'], ['گنبد کاووس', 'Gonbad-e Kavus']] },
  { code: 'QOM', name: ['قم', 'Qom'], cities: [['قم', 'Qom']] },
  { code: 'MKZ', name: ['مرکزی', 'Markazi'], cities: [['اراک', 'Arak'], ['ساوه', 'Saveh']] },
  { code: 'HMD', name: ['همدان', 'Hamadan'], cities: [['همدان', 'Hamadan'], ['ملایر', 'Malayer']] },
  { code: 'KSH', name: ['کرمانشاه', 'Kermanshah'], cities: [['کرمانشاه', 'Kermanshah'], ['اسلام‌آباد غرب', 'Eslamabad-e Gharb']] },
  { code: 'KRD', name: ['کردستان', 'Kurdistan'], cities: [['سنندج', 'Sanandaj'], ['سقز', 'Saqqez']] },
  { code: 'LRS', name: ['لرستان', 'Lorestan'], cities: [['خرم‌آباد', 'Khorramabad'], ['بروجرد', 'Borujerd']] },
  { code: 'ILM', name: ['ایلام', 'Ilam'], cities: [['ایلام', 'Ilam']] },
  { code: 'HRM', name: ['هرمزگان', 'Hormozgan'], cities: [['بندرعباس', 'Bandar Abbas'], ['قشم', 'Qeshm']] },
  { code: 'BSH', name: ['بوشهر', 'Bushehr'], cities: [['بوشهر', 'Bushehr'], ['بندر گناوه', 'Bandar Genaveh']] },
  { code: 'SBL', name: ['سیستان و بلوچستان', 'Sistan and Baluchestan'], cities: [['زاهدان', 'Zahedan'], ['زابل', 'Zabol'], ['چابهار', 'Chabahar']] },
  { code: 'YZD', name: ['یزد', 'Yazd'], cities: [['یزد', 'Yazd'], ['میبد', 'Meybod']] },
  { code: 'SMN', name: ['سمنان', 'Semnan'], cities: [['سمنان', 'Semnan'], ['شاهرود', 'Shahrud']] },
  { code: 'QZV', name: ['قزوین', 'Qazvin'], cities: [['قزوین', 'Qazvin'], ['تاکستان', 'Takestan']] },
  { code: 'ZNJ', name: ['زنجان', 'Zanjan'], cities: [['زنجان', 'Zanjan'], ['ابهر', 'Abhar']] },
  { code: 'ARD', name: ['اردبیل', 'Ardabil'], cities: [['اردبیل', 'Ardabil'], ['پارس‌آباد', 'Parsabad']] },
  { code: 'CHB', name: ['چهارمحال و بختیاری', 'Chaharmahal and Bakhtiari'], cities: [['شهرکرد', 'Shahrekord'], ['بروجن', 'Borujen']] },
  { code: 'KBA', name: ['کهگیلویه و بویراحمد', 'Kohgiluyeh and Boyer-Ahmad'], cities: [['یاسوج', 'Yasuj'], ['دوگنبدان', 'Dogonbadan']] },
  { code: 'NKH', name: ['خراسان شمالی', 'North Khorasan'], cities: [['بجنورد', 'Bojnurd'], ['شیروان', 'Shirvan']] },
  { code: 'SKH', name: ['خراسان جنوبی', 'South Khorasan'], cities: [['بیرجند', 'Birjand'], ['قائن', 'Qaen']] },
];
