/**
 * Demo data, written once per data set: each set is claimed by a marker row in the same
 * transaction that inserts it, so a restart (or a crash half-way) never writes a set twice, and
 * a database seeded by an older release still receives the sets added since.
 */
import fs from 'node:fs';
import { PRODUCT_MODULE_ID } from '../../../contract/catalog.ts';
import { IRAN_COUNTRY_ID } from '../../../contract/general.ts';
import { slugify } from '../../../shared/slug.ts';
import type { Db } from '../create-db.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { albums, boxes, brands, categories, cities, creditAccounts, credits, discountCodes, faqs, members, meta, news, orderEvents, orderItems, orders, payments, productDocuments, productLots, products, provinces, recipients, reviews, ticketCategories, ticketReplies, tickets, ticketUnits, transmits } from '../schema.ts';
import { demoOrders, demoRecipients, discountCodesData, transmitsData } from './store-data.ts';
import { demoTickets, ticketCategoriesData, ticketUnitsData } from './ticketing-data.ts';
import { demoMembers } from './members-data.ts';
import { ROOT, brandsData, categoriesData, productsData } from './catalog-data.ts';
import type { Kind } from './product-families.ts';
import { albumsData, boxesData, contactBoxData, contentCategories, faqsData, newsData } from './content-data.ts';
import { demoGtin, demoLots, regulatorySpecs } from './lots-data.ts';
import { documentsData } from './documents-data.ts';
import { provincesData } from './places-data.ts';
import { pendingReviewsData, reviewsData } from './reviews-data.ts';

const DAY_MS = 86_400_000;
/** The demo's kinds of product that value-added tax applies to (the rest are exempt). */
const TAXED_KINDS: readonly Kind[] = ['tape', 'film'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const sets: { key: string; write: (tx: Tx, now: Date) => Promise<void> }[] = [
  {
    key: 'seed:catalog:1',
    write: async (tx, now) => {
      await tx.insert(categories).values([
        { id: ROOT.id, moduleId: PRODUCT_MODULE_ID, parentId: null, titleFa: ROOT.title.fa, titleEn: ROOT.title.en, urlKeywords: 'products', pageUrl: null, order: 0 },
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
          createdAt: daysAgo(now, p.ageDays),
        })),
      );
    },
  },
  {
    // The boxes' GS1 codes and the lots in stock (issue 31 §4).
    key: 'seed:lots:1',
    write: async (tx, now) => {
      const rows = await tx.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, productsData.map((p) => p.id)));
      const gtins = sql.join(rows.map((p) => sql`(${p.id}::int, ${demoGtin(p.id)})`), sql`, `);
      await tx.execute(sql`update products set gtin = v.gtin from (values ${gtins}) as v(id, gtin) where products.id = v.id`);
      await tx.insert(productLots).values(rows.flatMap((p) => demoLots(p.id, p.stock, now).map((lot) => ({ productId: p.id, lot: lot.lot, expiresOn: lot.expiresOn, quantity: lot.quantity }))));
    },
  },
  {
    // What a clinician checks before use: registration, single use, shelf life, storage (issue 31 §4).
    key: 'seed:regulatory:1',
    write: async (tx) => {
      const extra = sql.join(productsData.map((p) => sql`(${p.id}::int, ${JSON.stringify(regulatorySpecs(p))}::jsonb)`), sql`, `);
      await tx.execute(sql`update products set specifications = products.specifications || v.specs from (values ${extra}) as v(id, specs) where products.id = v.id`);
    },
  },
  {
    // The documents the products carry: instructions for use, certificates (issue 31 §4), PDFs in server/site/media/documents.
    key: 'seed:documents:1',
    write: async (tx) => {
      const rows = documentsData.flatMap((d) => {
        const bytes = fs.statSync(new URL(`../../site/media/documents/${d.file}`, import.meta.url)).size;
        return d.productIds.map((productId) => ({ productId, kind: d.kind, lang: d.lang, titleFa: d.title.fa, titleEn: d.title.en, issuedOn: d.issuedOn, url: `/media/documents/${d.file}`, bytes }));
      });
      await tx.insert(productDocuments).values(rows);
    },
  },
  {
    // Value-added tax (issue 31 §2): in the demo, the sutures, guidewires and meshes are exempt and
    // the tapes and films taxed, so that a cart shows both (the VAT Law's exemptions are the
    // store's to read; staff set each product's flag).
    key: 'seed:taxable:1',
    write: async (tx) => {
      const exempt = productsData.filter((p) => !TAXED_KINDS.includes(p.kind)).map((p) => p.id);
      await tx.update(products).set({ taxable: false }).where(inArray(products.id, exempt));
    },
  },
  {
    // Buying by the box, and less a unit from a quantity (issue 31 §5): sutures come 12 a box and
    // tapes and films 12 rolls a box, guidewires 5 a box; meshes are sold one by one.
    key: 'seed:packs:1',
    write: async (tx) => {
      for (const p of productsData) {
        const terms = demoUnitTerms(p.kind, p.price);
        if (terms) await tx.update(products).set(terms).where(eq(products.id, p.id));
      }
    },
  },
  {
    key: 'seed:content:1',
    write: async (tx, now) => {
      await tx.insert(categories).values(
        contentCategories.map((c) => ({
          id: c.id,
          moduleId: c.moduleId,
          parentId: null,
          titleFa: c.title.fa,
          titleEn: c.title.en,
          urlKeywords: c.urlKeywords,
          pageUrl: null,
          order: c.order,
        })),
      );
      await tx.insert(news).values(
        newsData.map((n) => ({
          id: n.id,
          categoryId: n.categoryId,
          typeId: n.typeId,
          outputIds: n.outputIds,
          titleFa: n.title.fa,
          titleEn: n.title.en,
          summaryFa: n.summary.fa,
          summaryEn: n.summary.en,
          bodyFa: n.body.fa,
          bodyEn: n.body.en,
          keywordsFa: n.keywords.fa,
          keywordsEn: n.keywords.en,
          image: { url: `/media/news/${n.id}.svg`, alt_fa: n.title.fa, alt_en: n.title.en },
          eventStartsAt: n.eventInDays === undefined ? null : new Date(now.getTime() + n.eventInDays * DAY_MS),
          eventLocationFa: n.location?.fa ?? null,
          eventLocationEn: n.location?.en ?? null,
          urlKeywords: slugify(n.title.en),
          publishedAt: daysAgo(now, n.ageDays),
        })),
      );
      await tx.insert(albums).values(
        albumsData.map((a) => ({
          id: a.id,
          categoryId: a.categoryId,
          titleFa: a.title.fa,
          titleEn: a.title.en,
          descriptionFa: a.description.fa,
          descriptionEn: a.description.en,
          images: a.images.map((img, i) => ({
            url: `/media/albums/${a.id}-${i + 1}.svg`,
            alt_fa: img.caption.fa,
            alt_en: img.caption.en,
            caption_fa: img.caption.fa,
            caption_en: img.caption.en,
          })),
          publishedAt: daysAgo(now, a.ageDays),
        })),
      );
      await tx.insert(faqs).values(
        faqsData.map((q) => ({
          id: q.id,
          categoryId: q.categoryId,
          questionFa: q.question.fa,
          questionEn: q.question.en,
          answerFa: q.answer.fa,
          answerEn: q.answer.en,
          order: q.order,
        })),
      );
      await tx.insert(boxes).values(
        boxesData.map((b) => ({
          id: b.id,
          pageId: b.pageId,
          kind: b.kind,
          titleFa: b.title.fa,
          titleEn: b.title.en,
          bodyFa: b.body?.fa ?? null,
          bodyEn: b.body?.en ?? null,
          keywords: b.keywords,
          data: b.data,
          order: b.order,
        })),
      );
    },
  },
  {
    key: 'seed:content:2',
    write: async (tx) => {
      const b = contactBoxData;
      await tx.insert(boxes).values({ id: b.id, pageId: b.pageId, kind: b.kind, titleFa: b.title.fa, titleEn: b.title.en, bodyFa: b.body?.fa ?? null, bodyEn: b.body?.en ?? null, keywords: b.keywords, data: b.data, order: b.order });
    },
  },
  {
    key: 'seed:places:1',
    write: async (tx) => {
      await tx.insert(provinces).values(
        provincesData.map((p, i) => ({ id: i + 1, countryId: IRAN_COUNTRY_ID, titleFa: p.name[0], titleEn: p.name[1], code: p.code })),
      );
      await tx.insert(cities).values(
        provincesData.flatMap((p, i) =>
          p.cities.map(([fa, en], k) => ({ id: (i + 1) * 100 + k + 1, provinceId: i + 1, titleFa: fa, titleEn: en, ranking: k + 1 })),
        ),
      );
    },
  },
  {
    key: 'seed:members:1',
    write: async (tx, now) => {
      for (const m of demoMembers) {
        const [member] = await tx.insert(members).values({ mobile: m.mobile, firstName: m.firstName, lastName: m.lastName }).returning();
        const [account] = await tx.insert(creditAccounts).values({ memberId: member!.id }).returning();
        if (m.credits.length) {
          await tx.insert(credits).values(
            m.credits.map((cr) => ({
              accountId: account!.id,
              amount: cr.amount,
              kind: cr.kind,
              descriptionFa: cr.description.fa,
              descriptionEn: cr.description.en,
              reference: cr.reference ?? null,
              createdAt: daysAgo(now, cr.ageDays),
            })),
          );
        }
      }
    },
  },
  {
    key: 'seed:reviews:1',
    write: async (tx, now) => {
      if (reviewsData.length === 0) return;
      await tx.insert(reviews).values(
        reviewsData.map((r) => ({
          productId: r.productId,
          authorName: r.author,
          lang: r.lang,
          description: r.text,
          rate: r.rate,
          createdAt: daysAgo(now, r.ageDays),
        })),
      );
    },
  },
  {
    // Added later than the reviews: a store seeded before gets them too, once.
    key: 'seed:reviews:pending:1',
    write: async (tx, now) => {
      await tx.insert(reviews).values(
        pendingReviewsData.map((r) => ({ productId: r.productId, authorName: r.author, lang: r.lang, description: r.text, rate: r.rate, status: 0, createdAt: daysAgo(now, r.ageDays) })),
      );
    },
  },
  {
    key: 'seed:store:1',
    write: async (tx, now) => {
      await tx.insert(transmits).values(
        transmitsData.map((t, i) => ({
          id: t.id,
          kind: t.kind,
          titleFa: t.title.fa,
          titleEn: t.title.en,
          descriptionFa: t.description.fa,
          descriptionEn: t.description.en,
          price: t.price,
          freeOver: t.freeOver,
          deliveryDaysMin: t.days[0],
          deliveryDaysMax: t.days[1],
          trackingUrl: t.trackingUrl ?? null,
          order: i,
        })),
      );
      await tx.insert(discountCodes).values(discountCodesData(now));
      const memberOf = async (mobile: string) => (await tx.select().from(members).where(eq(members.mobile, mobile)))[0];
      for (const r of demoRecipients) {
        const m = await memberOf(r.mobile);
        if (!m) continue;
        await tx.insert(recipients).values({ memberId: m.id, name: r.name, mobile: r.recipientMobile, provinceId: r.provinceId, cityId: r.cityId, address: r.address, postalCode: r.postalCode });
      }
      // Past orders that the demo members' credit history names, with their whole timeline.
      const [tehran] = await tx.select().from(cities).where(eq(cities.id, 101));
      const [tehranProvince] = await tx.select().from(provinces).where(eq(provinces.id, 1));
      const pickup = transmitsData.find((t) => t.kind === 'pickup')!;
      const lines = await tx.select().from(products).where(inArray(products.id, demoOrders.map((o) => o.productId)));
      for (const o of demoOrders) {
        const m = await memberOf(o.mobile);
        const p = lines.find((x) => x.id === o.productId);
        if (!m || !p || !tehran || !tehranProvince) continue;
        const total = p.price * o.quantity;
        const at = (hours: number) => new Date(now.getTime() - o.ageDays * DAY_MS + hours * 3_600_000);
        await tx.insert(orders).values({
          id: o.id,
          memberId: m.id,
          status: o.status,
          recipient: {
            name: `${m.firstName} ${m.lastName}`,
            mobile: m.mobile,
            province: { id: tehranProvince.id, title_fa: tehranProvince.titleFa, title_en: tehranProvince.titleEn },
            city: { id: tehran.id, title_fa: tehran.titleFa, title_en: tehran.titleEn },
            address: demoRecipients[0]!.address,
            postal_code: demoRecipients[0]!.postalCode,
          },
          transmit: { id: pickup.id, kind: pickup.kind, title_fa: pickup.title.fa, title_en: pickup.title.en, delivery_days_min: pickup.days[0], delivery_days_max: pickup.days[1] },
          subtotal: total,
          discount: 0,
          shipping: 0,
          total,
          createdAt: at(0),
          updatedAt: at(o.status === 'delivered' ? 50 : 3),
        });
        await tx.insert(orderItems).values({ orderId: o.id, productId: p.id, code: p.code, titleFa: p.titleFa, titleEn: p.titleEn, guaranteed: false, quantity: o.quantity, unitPrice: p.price });
        await tx.insert(payments).values({ orderId: o.id, memberId: m.id, method: 'credit', amount: total, status: 'paid', reference: `ORD-${o.id}`, createdAt: at(0.1), settledAt: at(0.1) });
        const steps = ['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered'];
        const upTo = steps.indexOf(o.status);
        await tx.insert(orderEvents).values(steps.slice(0, upTo + 1).map((status, i) => ({ orderId: o.id, status, createdAt: at(i === 0 ? 0 : i === 1 ? 0.1 : i * 12) })));
      }
    },
  },
  {
    key: 'seed:ticketing:1',
    write: async (tx, now) => {
      await tx.insert(ticketUnits).values(ticketUnitsData.map((u) => ({ id: u.id, titleFa: u.title.fa, titleEn: u.title.en })));
      await tx.insert(ticketCategories).values(ticketCategoriesData.map((c) => ({ id: c.id, titleFa: c.title.fa, titleEn: c.title.en })));
      for (const t of demoTickets) {
        const [m] = await tx.select().from(members).where(eq(members.mobile, t.mobile));
        if (!m) continue;
        const at = (hours: number) => new Date(now.getTime() - t.ageDays * DAY_MS + hours * 3_600_000);
        const last = t.thread[t.thread.length - 1]!;
        const [ticket] = await tx
          .insert(tickets)
          .values({
            memberId: m.id,
            title: t.title,
            status: t.status,
            priority: t.priority,
            categoryId: t.categoryId,
            unitId: t.unitId,
            orderId: t.orderId ?? null,
            ...(t.review ? { reviewRate: t.review.rate, reviewDescription: t.review.text, reviewedAt: at(last.afterHours + 2) } : {}),
            createdAt: at(0),
            updatedAt: at(last.afterHours),
          })
          .returning({ id: tickets.id });
        await tx.insert(ticketReplies).values(
          t.thread.map((r) => ({ ticketId: ticket!.id, memberId: r.staff ? null : m.id, staffName: r.staff ?? null, description: r.text, createdAt: at(r.afterHours) })),
        );
      }
    },
  },
];

/** Writes the demo data sets not yet in the database; true when any was written. */
/** The demo's box and tiers of a product of `kind` at `price` Rial: amounts to whole Toman hundreds (1,000 Rial). */
function demoUnitTerms(kind: Kind, price: number): Pick<typeof products.$inferInsert, 'packSize' | 'packPrice' | 'priceTiers'> | null {
  const at = (share: number, units = 1) => Math.round((price * units * share) / 1_000) * 1_000;
  switch (kind) {
    case 'suture':
      return { packSize: 12, packPrice: at(0.9, 12), priceTiers: [{ from: 36, unit_price: at(0.85) }] };
    case 'tape':
    case 'film':
      return { packSize: 12, packPrice: at(0.92, 12), priceTiers: [{ from: 24, unit_price: at(0.9) }] };
    case 'guidewire':
      return { packSize: 5, packPrice: at(0.95, 5), priceTiers: [] };
    default:
      return null;
  }
}

export async function seedDemoData(db: Db, now: Date = new Date()): Promise<boolean> {
  let wrote = false;
  for (const set of sets) {
    const written = await db.transaction(async (tx) => {
      const claimed = await tx.insert(meta).values({ key: set.key, value: now.toISOString() }).onConflictDoNothing().returning({ key: meta.key });
      if (claimed.length === 0) return false;
      await set.write(tx, now);
      return true;
    });
    wrote ||= written;
  }
  return wrote;
}
