/**
 * The demo catalogue's documents (issue 31 §4): the documents its products carry — instructions for use in Persian and English per line, and per
 * maker its CE and ISO 13485 certificates (English) and its national registration (IMED, Persian).
 * Pure data: the seed writes it to the database and `npm run documents` prints the PDFs
 * (server/site/media/documents), which are committed. The registration numbers and certificates
 * are the demo's, not real ones.
 */
import type { DocumentKind } from '../../../contract/constants.ts';
import { brandsData, productsData } from './catalog-data.ts';
import { regulatorySpecs } from './lots-data.ts';
import { families, l, type Family, type L } from './product-families.ts';

export type SeedDocument = {
  /** Its file under /media/documents/. */
  file: string;
  kind: DocumentKind;
  lang: 'fa' | 'en';
  title: L;
  /** The day it was issued or last revised (YYYY-MM-DD). */
  issuedOn: string;
  /** The products that carry it. */
  productIds: number[];
  /** What the printed document says (the PDF's text), in its language. */
  body: { heading: string; lines: [string, string][]; notes: string[] };
};

/** The line a product belongs to: its code without the variant's number. */
export const lineOf = (code: string) => code.replace(/-\d+$/, '');

const productsOfLine = (prefix: string) => productsData.filter((p) => lineOf(p.code) === prefix).map((p) => p.id);
const productsOfBrand = (brandId: number) => productsData.filter((p) => p.brandId === brandId).map((p) => p.id);

function ifu(f: Family, i: number, lang: 'fa' | 'en'): SeedDocument {
  const brand = brandsData.find((b) => b.id === f.brandId)!;
  const fa = lang === 'fa';
  const pick = (x: L) => x[lang];
  // What the line's products say of themselves (their specifications and regulatory facts): the IFU says the same.
  const first = productsData.find((p) => lineOf(p.code) === f.codePrefix)!;
  const facts = [...first.specifications, ...regulatorySpecs(first)];
  const fact = (key: string) => facts.find((x) => x.key === key);
  const row = (key: string): [string, string][] => {
    const x = fact(key);
    return x ? [[fa ? x.name_fa : x.name_en, fa ? x.value_fa : x.value_en]] : [];
  };
  return {
    file: `ifu-${f.codePrefix.toLowerCase()}-${lang}.pdf`,
    kind: 'ifu',
    lang,
    title: l(`دستورالعمل استفاده ${f.codePrefix}`, `Instructions for use, ${f.codePrefix}`),
    issuedOn: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(5 + i).padStart(2, '0')}`,
    productIds: productsOfLine(f.codePrefix),
    body: {
      heading: fa ? `دستورالعمل استفاده — سری ${f.codePrefix}` : `Instructions for use — ${f.codePrefix} series`,
      lines: [
        [fa ? 'سازنده' : 'Manufacturer', pick(brand.title)],
        [fa ? 'شرح' : 'Description', pick(f.summary)],
        ...row('material'),
        ...row('needle'),
        ...row('sterility'),
        ...row('single_use'),
        ...row('shelf_life'),
        ...row('storage'),
      ],
      notes: [
        pick(f.description),
        fa
          ? 'پیش از مصرف بسته را بررسی کنید؛ اگر بسته باز یا آسیب‌دیده است، یا تاریخ انقضا گذشته است، مصرف نکنید.'
          : 'Inspect the pack before use; do not use if it is open or damaged, or past its expiry date.',
        fa ? 'فقط برای استفاده کادر درمان آموزش‌دیده.' : 'For use by trained healthcare professionals only.',
      ],
    },
  };
}

function brandDocuments(b: (typeof brandsData)[number], i: number): SeedDocument[] {
  const ids = productsOfBrand(b.id);
  const slug = b.urlKeywords;
  const year = 2024 + (i % 2);
  return [
    {
      file: `ce-${slug}-en.pdf`,
      kind: 'ce',
      lang: 'en',
      title: l(`گواهی CE ${b.title.fa}`, `CE certificate, ${b.title.en}`),
      issuedOn: `${year}-0${1 + i}-1${i}`,
      productIds: ids,
      body: {
        heading: 'EC Certificate — Full Quality Assurance System',
        lines: [
          ['Manufacturer', b.title.en],
          ['Certificate No.', `CE-${1300 + i * 7}-MDR-${year}`],
          ['Regulation', 'Regulation (EU) 2017/745 on medical devices, Annex IX'],
          ['Scope', b.description.en],
          ['Valid until', `${year + 5}-0${1 + i}-1${i}`],
        ],
        notes: ['Demonstration document of the medsupply storefront: not a real certificate.'],
      },
    },
    {
      file: `iso13485-${slug}-en.pdf`,
      kind: 'iso13485',
      lang: 'en',
      title: l(`گواهی ISO 13485 ${b.title.fa}`, `ISO 13485 certificate, ${b.title.en}`),
      issuedOn: `${year}-0${2 + i}-0${1 + i}`,
      productIds: ids,
      body: {
        heading: 'Certificate of Registration — ISO 13485:2016',
        lines: [
          ['Organisation', b.title.en],
          ['Standard', 'ISO 13485:2016 Medical devices — Quality management systems'],
          ['Scope', b.description.en],
          ['Certificate No.', `QMS-${52_000 + i * 311}`],
          ['Valid until', `${year + 3}-0${2 + i}-0${1 + i}`],
        ],
        notes: ['Demonstration document of the medsupply storefront: not a real certificate.'],
      },
    },
    {
      file: `imed-${slug}-fa.pdf`,
      kind: 'imed',
      lang: 'fa',
      title: l(`پروانه ثبت IMED ${b.title.fa}`, `IMED registration, ${b.title.en}`),
      issuedOn: `${year}-1${i % 3}-2${i}`,
      productIds: ids,
      body: {
        heading: 'پروانه ثبت تجهیزات پزشکی — اداره کل تجهیزات و ملزومات پزشکی',
        lines: [
          ['صاحب پروانه', b.title.fa],
          ['کشور سازنده', b.country.fa],
          ['دامنه', b.description.fa],
          ['شماره پروانه', `IMED-${(4_021 + i * 13).toString()}`],
        ],
        notes: ['سند نمایشی فروشگاه؛ پروانه واقعی نیست.'],
      },
    },
  ];
}

export const documentsData: SeedDocument[] = [
  ...families.flatMap((f, i) => [ifu(f, i, 'fa'), ifu(f, i, 'en')]),
  ...brandsData.flatMap(brandDocuments),
];
