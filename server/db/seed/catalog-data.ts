/**
 * The maker's demo catalogue, in fa and en. Product families expand into one product per
 * variant (size, length, width), each with its own code, price, stock and specifications.
 * Pure data: the seed writes it to the database and `npm run assets` draws its images.
 */
import { slugify } from '../../../shared/slug.ts';
import type { StoredImage, StoredSpecification } from '../schema.ts';
import { families, l, N, spec, type Family, type Kind, type L, type Variant } from './product-families.ts';

export type { Kind };



export type SeedCategory = {
  id: number;
  parentId: number | null;
  title: L;
  description: L;
  urlKeywords: string | null;
  pageUrl: string | null;
  order: number;
};

export type SeedBrand = { id: number; title: L; description: L; country: L; urlKeywords: string };

export type SeedProduct = {
  id: number;
  code: string;
  categoryId: number;
  brandId: number;
  kind: Kind;
  title: L;
  summary: L;
  description: L;
  price: number;
  priceWithGuarantee: number | null;
  guaranteeMonths: number | null;
  stock: number;
  /** Days before the seed date the product was added. */
  ageDays: number;
  label: string;
  color: string;
  images: StoredImage[];
  specifications: StoredSpecification[];
  urlKeywords: string;
};

export const ROOT = { id: 104, title: l('محصولات', 'Products') };

export const categoriesData: SeedCategory[] = [
  { id: 201, parentId: 104, order: 1, urlKeywords: 'surgical-sutures', pageUrl: 'surgical-sutures',
    title: l('نخ بخیه جراحی', 'Surgical sutures'),
    description: l('نخ‌های بخیه جذبی و غیرجذبی استریل با سوزن متصل، برای جراحی عمومی، زنان، ارتوپدی و چشم.',
      'Sterile absorbable and non-absorbable sutures with swaged needles for general, gynaecological, orthopaedic and ophthalmic surgery.') },
  { id: 211, parentId: 201, order: 1, urlKeywords: 'absorbable-sutures', pageUrl: 'absorbable-sutures',
    title: l('بخیه جذبی', 'Absorbable sutures'),
    description: l('نخ‌های PGA، PGLA، PDO و کات‌گوت کرومیک که در بدن جذب می‌شوند.', 'PGA, PGLA, PDO and chromic catgut sutures that the body absorbs.') },
  { id: 212, parentId: 201, order: 2, urlKeywords: 'non-absorbable-sutures', pageUrl: 'non-absorbable-sutures',
    title: l('بخیه غیرجذبی', 'Non-absorbable sutures'),
    description: l('نخ‌های ابریشم، نایلون، پلی‌پروپیلن و پلی‌استر برای بخیه‌های ماندگار.', 'Silk, nylon, polypropylene and polyester sutures for lasting closure.') },
  { id: 202, parentId: 104, order: 2, urlKeywords: 'anti-allergy-adhesives', pageUrl: 'anti-allergy-adhesives',
    title: l('چسب ضد حساسیت', 'Anti-allergy adhesives'),
    description: l('چسب‌های پزشکی هیپوآلرژنیک برای پوست حساس، از چسب کاغذی تا چسب سیلیکونی و پانسمان شفاف.',
      'Hypoallergenic medical tapes for sensitive skin, from paper tape to silicone tape and transparent dressings.') },
  { id: 221, parentId: 202, order: 1, urlKeywords: 'paper-tapes', pageUrl: 'paper-tapes',
    title: l('چسب کاغذی', 'Paper tapes'),
    description: l('چسب کاغذی میکروپور با چسبندگی ملایم و قابلیت تنفس پوست.', 'Microporous paper tape with gentle adhesion that lets the skin breathe.') },
  { id: 222, parentId: 202, order: 2, urlKeywords: 'silicone-tapes', pageUrl: 'silicone-tapes',
    title: l('چسب سیلیکونی', 'Silicone tapes'),
    description: l('چسب سیلیکونی قابل جابه‌جایی برای پوست شکننده نوزادان و سالمندان.', 'Repositionable silicone tape for the fragile skin of newborns and the elderly.') },
  { id: 223, parentId: 202, order: 3, urlKeywords: 'film-dressings', pageUrl: null,
    title: l('پانسمان فیلم شفاف', 'Transparent film dressings'),
    description: l('پانسمان نیمه‌تراوا و ضدآب برای محل کاتتر و زخم‌های سطحی.', 'Semi-permeable waterproof dressings for catheter sites and superficial wounds.') },
  { id: 224, parentId: 202, order: 4, urlKeywords: 'fabric-tapes', pageUrl: 'fabric-tapes',
    title: l('چسب پارچه‌ای', 'Fabric tapes'),
    description: l('چسب ریون نبافته کشسان برای ثابت کردن پانسمان روی مفاصل.', 'Stretchable non-woven rayon tape for fixing dressings over joints.') },
  { id: 203, parentId: 104, order: 3, urlKeywords: 'guidewires', pageUrl: 'guidewires',
    title: l('گاید وایر', 'Guidewires'),
    description: l('گاید وایرهای آنژیوگرافی و اورولوژی با هسته نیتینول یا فولاد ضدزنگ.', 'Angiography and urology guidewires with nitinol or stainless-steel cores.') },
  { id: 231, parentId: 203, order: 1, urlKeywords: 'hydrophilic-guidewires', pageUrl: 'hydrophilic-guidewires',
    title: l('گاید وایر هیدروفیلیک', 'Hydrophilic guidewires'),
    description: l('پوشش هیدروفیلیک برای عبور نرم از عروق پیچ‌دار.', 'Hydrophilic coating for smooth passage through tortuous vessels.') },
  { id: 232, parentId: 203, order: 2, urlKeywords: 'ptfe-guidewires', pageUrl: 'ptfe-guidewires',
    title: l('گاید وایر با پوشش PTFE', 'PTFE-coated guidewires'),
    description: l('گاید وایر فولادی با پوشش تفلون و نوک J.', 'Stainless-steel guidewires with PTFE coating and J tip.') },
  { id: 233, parentId: 203, order: 3, urlKeywords: 'urology-guidewires', pageUrl: null,
    title: l('گاید وایر اورولوژی', 'Urology guidewires'),
    description: l('گاید وایر زبرا با نوک انعطاف‌پذیر برای دسترسی به مجاری ادراری.', 'Zebra guidewires with a flexible tip for urinary tract access.') },
  { id: 204, parentId: 104, order: 4, urlKeywords: 'surgical-meshes', pageUrl: 'surgical-meshes',
    title: l('مش جراحی', 'Surgical meshes'),
    description: l('مش‌های پلی‌پروپیلن برای ترمیم فتق و کف لگن.', 'Polypropylene meshes for hernia and pelvic floor repair.') },
  { id: 241, parentId: 204, order: 1, urlKeywords: 'hernia-meshes', pageUrl: 'hernia-meshes',
    title: l('مش فتق استاندارد', 'Standard hernia meshes'),
    description: l('مش پلی‌پروپیلن تک‌رشته‌ای با وزن استاندارد.', 'Standard-weight monofilament polypropylene mesh.') },
  { id: 242, parentId: 204, order: 2, urlKeywords: 'lightweight-meshes', pageUrl: 'lightweight-meshes',
    title: l('مش سبک', 'Lightweight meshes'),
    description: l('مش با منافذ بزرگ و وزن کم برای کاهش درد پس از عمل.', 'Large-pore lightweight mesh for less post-operative pain.') },
  { id: 243, parentId: 204, order: 3, urlKeywords: 'pelvic-floor-meshes', pageUrl: 'pelvic-floor-meshes',
    title: l('مش کف لگن', 'Pelvic floor meshes'),
    description: l('مش از پیش برش‌خورده برای ترمیم پرولاپس.', 'Pre-cut mesh for prolapse repair.') },
];

export const brandsData: SeedBrand[] = [
  { id: 1, urlKeywords: 'arya-suture', title: l('آریا سوچر', 'Arya Suture'), country: l('ایران', 'Iran'),
    description: l('خط تولید نخ بخیه با سوزن‌های فولادی ۳۰۰ سری و استریل با اتیلن اکساید.', 'Suture line with 300-series steel needles, ethylene-oxide sterilised.') },
  { id: 2, urlKeywords: 'nikan-derm', title: l('نیکان درم', 'Nikan Derm'), country: l('ایران', 'Iran'),
    description: l('چسب‌ها و پانسمان‌های هیپوآلرژنیک بدون لاتکس.', 'Latex-free hypoallergenic tapes and dressings.') },
  { id: 3, urlKeywords: 'pars-wire', title: l('پارس وایر', 'Pars Wire'), country: l('ایران', 'Iran'),
    description: l('گاید وایرهای مداخله‌ای با هسته نیتینول.', 'Interventional guidewires with nitinol cores.') },
  { id: 4, urlKeywords: 'sina-mesh', title: l('سینا مش', 'Sina Mesh'), country: l('ایران', 'Iran'),
    description: l('مش‌های جراحی بافته‌شده از پلی‌پروپیلن تک‌رشته‌ای.', 'Surgical meshes knitted from monofilament polypropylene.') },
  { id: 5, urlKeywords: 'teb-gostar', title: l('طب گستر', 'Teb Gostar'), country: l('آلمان', 'Germany'),
    description: l('محصولات وارداتی منتخب با نمایندگی رسمی.', 'Selected imported lines under an official distributorship.') },
];

/** Rounds a Rial amount to whole thousands of Toman (10,000 Rial). */
const roundRial = (rial: number) => Math.round(rial / 10_000) * 10_000;

function specsOf(f: Family, v: Variant): StoredSpecification[] {
  const all = [...(v.specs ?? []), ...f.specs];
  if (f.kind === 'suture') all.unshift(spec('size', N.size, l(v.label, v.label)));
  return all.map(([key, name, value]) => ({
    key,
    name_fa: name.fa,
    name_en: name.en,
    value_fa: value.fa,
    value_en: value.en,
  }));
}

function expand(): SeedProduct[] {
  const out: SeedProduct[] = [];
  let id = 1001;
  for (const f of families) {
    f.variants.forEach((v, i) => {
      const title = f.title(v);
      const code = `${f.codePrefix}-${String(i + 1).padStart(2, '0')}`;
      const slug = slugify(title.en);
      out.push({
        id,
        code,
        categoryId: f.categoryId,
        brandId: f.brandId,
        kind: f.kind,
        title,
        summary: f.summary,
        description: f.description,
        price: v.price,
        priceWithGuarantee: f.guarantee ? roundRial(v.price * (1 + f.guarantee.percent / 100)) : null,
        guaranteeMonths: f.guarantee?.months ?? null,
        stock: v.stock,
        ageDays: v.ageDays,
        label: v.label,
        color: f.color,
        images: [
          { url: `/media/products/${code.toLowerCase()}-1.svg`, alt_fa: `${title.fa}، بسته‌بندی`, alt_en: `${title.en}, package` },
          { url: `/media/products/${code.toLowerCase()}-2.svg`, alt_fa: `${title.fa}، نمای محصول`, alt_en: `${title.en}, product view` },
        ],
        specifications: specsOf(f, v),
        urlKeywords: slug,
      });
      id += 1;
    });
  }
  return out;
}

export const productsData: SeedProduct[] = expand();
