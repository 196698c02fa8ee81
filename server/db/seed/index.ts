/**
 * Demo data, written once: the first start claims the `seed` marker in the same transaction
 * that inserts the data, so a second start (or a crash half-way) never seeds twice.
 */
import type { Db } from '../create-db.ts';
import { brands, categories, meta, products } from '../schema.ts';
import { PRODUCT_MODULE_ID } from '../../../contract/catalog.ts';
import { ROOT, brandsData, categoriesData, productsData } from './catalog-data.ts';

const SEED_KEY = 'seed';
const SEED_VERSION = '1';
const DAY_MS = 86_400_000;

/** Returns true when this call wrote the demo data, false when it was already there. */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(meta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: meta.key });
    if (claimed.length === 0) return false;

    await tx.insert(categories).values([
      {
        id: ROOT.id,
        moduleId: PRODUCT_MODULE_ID,
        parentId: null,
        titleFa: ROOT.title.fa,
        titleEn: ROOT.title.en,
        urlKeywords: 'products',
        pageUrl: null,
        order: 0,
      },
      ...categoriesData.map((c) => ({
        id: c.id,
        moduleId: PRODUCT_MODULE_ID,
        parentId: c.parentId,
        titleFa: c.title.fa,
        titleEn: c.title.en,
        descriptionFa: c.description.fa,
        descriptionEn: c.description.en,
        urlKeywords: c.urlKeywords,
        pageUrl: c.pageUrl,
        order: c.order,
      })),
    ]);
    await tx.insert(brands).values(
      brandsData.map((b) => ({
        id: b.id,
        titleFa: b.title.fa,
        titleEn: b.title.en,
        descriptionFa: b.description.fa,
        descriptionEn: b.description.en,
        countryFa: b.country.fa,
        countryEn: b.country.en,
        urlKeywords: b.urlKeywords,
        logo: { url: `/media/brands/${b.urlKeywords}.svg`, alt_fa: b.title.fa, alt_en: b.title.en },
      })),
    );
    await tx.insert(products).values(
      productsData.map((p) => ({
        id: p.id,
        code: p.code,
        categoryId: p.categoryId,
        brandId: p.brandId,
        titleFa: p.title.fa,
        titleEn: p.title.en,
        summaryFa: p.summary.fa,
        summaryEn: p.summary.en,
        descriptionFa: p.description.fa,
        descriptionEn: p.description.en,
        price: p.price,
        priceWithGuarantee: p.priceWithGuarantee,
        guaranteeMonths: p.guaranteeMonths,
        stock: p.stock,
        images: p.images,
        specifications: p.specifications,
        urlKeywords: p.urlKeywords,
        createdAt: new Date(now.getTime() - p.ageDays * DAY_MS),
      })),
    );
    return true;
  });
}
