/**
 * The store's demo data: shipping methods (transmit 1, the cart's initial choice, is standard
 * post), discount codes covering every rule (percentage with a cap, fixed amount with a minimum,
 * expired, not yet started, once per member) and the demo members' past orders, which their
 * credit history already names (ORD-10231, ORD-10488, ORD-10602).
 */
type L = { fa: string; en: string };
const l = (fa: string, en: string): L => ({ fa, en });
const DAY_MS = 86_400_000;

export const transmitsData: {
  id: number;
  kind: 'post' | 'courier' | 'pickup';
  title: L;
  description: L;
  price: number;
  freeOver: number | null;
  days: [number, number];
  /** The carrier's tracking page, `{code}` for the parcel's code. */
  trackingUrl?: string;
}[] = [
  {
    id: 1,
    kind: 'post',
    title: l('پست پیشتاز', 'Express post'),
    description: l('ارسال به سراسر کشور با پست پیشتاز؛ کد رهگیری پیامک می‌شود.', 'Nationwide by express post; the tracking code is sent by SMS.'),
    price: 950_000,
    freeOver: 200_000_000,
    days: [2, 5],
    trackingUrl: 'https://tracking.post.ir/?id={code}',
  },
  {
    id: 2,
    kind: 'courier',
    title: l('پیک ویژه بیمارستانی (تهران و کرج)', 'Hospital courier (Tehran and Karaj)'),
    description: l('تحویل در همان روز کاری به انبار یا بخش بیمارستان، با زنجیره سرد در صورت نیاز.', 'Same working day to the hospital store or ward, cold chain when needed.'),
    price: 2_400_000,
    freeOver: null,
    days: [0, 1],
  },
  {
    id: 3,
    kind: 'pickup',
    title: l('تحویل حضوری از انبار مرکزی', 'Pick up at the central warehouse'),
    description: l('تهران، شهرک صنعتی عباس‌آباد؛ شنبه تا چهارشنبه ۸ تا ۱۶ با کارت شناسایی.', 'Tehran, Abbasabad industrial park; Saturday to Wednesday 8:00–16:00 with an ID card.'),
    price: 0,
    freeOver: null,
    days: [1, 2],
  },
];

export const discountCodesData = (now: Date) => [
  /** 10% off, at most 5,000,000 Rial, once per member: the welcome code. */
  { code: 'WELCOME10', kind: 'percent', value: 10, maxDiscount: 5_000_000, minTotal: 0, startsAt: new Date(now.getTime() - 365 * DAY_MS), expiresAt: null, oncePerMember: true },
  /** 5,000,000 Rial off an order of at least 50,000,000 Rial. */
  { code: 'HOSPITAL5M', kind: 'fixed', value: 5_000_000, maxDiscount: null, minTotal: 50_000_000, startsAt: new Date(now.getTime() - 90 * DAY_MS), expiresAt: new Date(now.getTime() + 365 * DAY_MS), oncePerMember: false },
  /** Ended last season. */
  { code: 'NOWRUZ15', kind: 'percent', value: 15, maxDiscount: null, minTotal: 0, startsAt: new Date(now.getTime() - 240 * DAY_MS), expiresAt: new Date(now.getTime() - 200 * DAY_MS), oncePerMember: false },
  /** Not started yet. */
  { code: 'YALDA20', kind: 'percent', value: 20, maxDiscount: 20_000_000, minTotal: 0, startsAt: new Date(now.getTime() + 30 * DAY_MS), expiresAt: new Date(now.getTime() + 40 * DAY_MS), oncePerMember: false },
];

/** A hospital store room as a recipient of the first demo member. */
export const demoRecipients = [
  {
    mobile: '9121234567',
    name: 'انبار دارویی بیمارستان امام خمینی',
    recipientMobile: '9121234567',
    provinceId: 1,
    cityId: 101,
    address: 'تهران، بلوار کشاورز، مجتمع بیمارستانی امام خمینی، ساختمان پشتیبانی، انبار تجهیزات مصرفی',
    postalCode: '1419733141',
  },
];

export const demoOrders = [
  { id: 10231, mobile: '9121234567', productId: 1001, quantity: 1, ageDays: 52, status: 'delivered' as const },
  { id: 10488, mobile: '9121234567', productId: 1026, quantity: 1, ageDays: 21, status: 'delivered' as const },
  { id: 10602, mobile: '9351234567', productId: 1025, quantity: 1, ageDays: 5, status: 'processing' as const },
];
