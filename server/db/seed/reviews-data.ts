/** Demo product reviews: a few per product, deterministic, in fa and en. */
import { productsData } from './catalog-data.ts';

type Template = { rate: number; lang: 'fa' | 'en'; author: string; text: string };

const templates: Template[] = [
  { rate: 5, lang: 'fa', author: 'دکتر مریم احمدی', text: 'کیفیت بسته‌بندی عالی بود و در اتاق عمل هیچ مشکلی نداشتیم.' },
  { rate: 4, lang: 'fa', author: 'سعید رضایی، سرپرستار', text: 'نسبت به نمونه خارجی قیمت مناسب‌تری دارد و کیفیتش نزدیک است.' },
  { rate: 5, lang: 'en', author: 'Dr. Sara Karimi', text: 'Consistent quality across batches; our theatre staff prefer it.' },
  { rate: 3, lang: 'fa', author: 'علی محمدی', text: 'محصول خوب است ولی ارسال به شهرستان کمی طول کشید.' },
  { rate: 4, lang: 'en', author: 'Reza T., purchasing', text: 'Good value for a hospital order, and the proforma invoice came quickly.' },
  { rate: 5, lang: 'fa', author: 'دکتر نرگس کاظمی', text: 'گره‌پذیری و دست‌سازی نخ بسیار خوب است.' },
  { rate: 2, lang: 'en', author: 'Hamid S.', text: 'One pack in the box was damaged; support replaced it, but it took a week.' },
  { rate: 4, lang: 'fa', author: 'فاطمه حسینی', text: 'برای پوست حساس بیماران سالمند خیلی مناسب بود.' },
];

export type SeedReview = Template & { productId: number; ageDays: number };

export const reviewsData: SeedReview[] = productsData.flatMap((p, i) => {
  const n = (p.id * 7) % 4; // 0 to 3 reviews per product
  return Array.from({ length: n }, (_, k) => {
    const t = templates[(i + k * 3) % templates.length]!;
    return { ...t, productId: p.id, ageDays: 2 + ((p.id + k * 11) % 90) };
  });
});

/** Reviews waiting for a moderator (the desk's queue, with REVIEW_MODERATION on): published by none yet. */
export const pendingReviewsData: SeedReview[] = [
  { rate: 5, lang: 'fa', author: 'پرستار لیلا مرادی', text: 'چسب ضدحساسیت روی پوست نوزادان هم بدون قرمزی جدا شد.', productId: 1020, ageDays: 1 },
  { rate: 1, lang: 'fa', author: 'خریدار ناشناس', text: 'برای قیمت بهتر با شمارهٔ ۰۹۱۲۰۰۰۰۰۰۰ تماس بگیرید.', productId: 1001, ageDays: 1 },
  { rate: 4, lang: 'en', author: 'Dr. Amir N.', text: 'The hydrophilic coating stays slick through long procedures.', productId: 1030, ageDays: 2 },
];
