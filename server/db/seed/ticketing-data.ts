/**
 * The ticketing demo data: the units a ticket goes to (the spec's role_id), its categories, and
 * tickets of the demo members in several statuses with staff answers.
 */
import { TICKET_PRIORITY, TICKET_STATUS } from '../../../contract/constants.ts';

type L = { fa: string; en: string };
const l = (fa: string, en: string): L => ({ fa, en });

export const ticketUnitsData: { id: number; title: L }[] = [
  { id: 1, title: l('فروش و سفارش‌ها', 'Sales and orders') },
  { id: 2, title: l('کنترل کیفیت', 'Quality control') },
  { id: 3, title: l('پشتیبانی فنی و بالینی', 'Technical and clinical support') },
  { id: 4, title: l('ارسال و انبار', 'Shipping and warehouse') },
];

export const ticketCategoriesData: { id: number; title: L }[] = [
  { id: 1, title: l('ایراد در بهر (لات) تولید', 'A faulty lot') },
  { id: 2, title: l('درخواست گواهی و مدارک', 'Certificates and documents') },
  { id: 3, title: l('پیگیری سفارش', 'An order') },
  { id: 4, title: l('پرسش فنی درباره محصول', 'A question about a product') },
  { id: 5, title: l('سایر موارد', 'Something else') },
];

export type DemoTicket = {
  mobile: string;
  title: string;
  status: number;
  priority: number;
  categoryId: number;
  unitId: number;
  orderId?: number;
  ageDays: number;
  thread: { staff?: string; text: string; afterHours: number }[];
  review?: { rate: number; text: string };
};

export const demoTickets: DemoTicket[] = [
  {
    mobile: '9121234567',
    title: 'نخ بخیه لات 24B-118 هنگام گره‌زدن پاره می‌شود',
    status: TICKET_STATUS.inProgress,
    priority: TICKET_PRIORITY.urgent,
    categoryId: 1,
    unitId: 2,
    ageDays: 3,
    thread: [
      { text: 'در اتاق عمل ۲، سه بسته از لات 24B-118 نخ PGA سایز 2-0 هنگام گره‌زدن پاره شدند. بسته‌های باقی‌مانده را جدا کرده‌ایم.', afterHours: 0 },
      { staff: 'مهندس سارا کاظمی', text: 'ممنون از گزارش دقیق. لات 24B-118 در حال بررسی در آزمایشگاه است. لطفاً دو بسته باز نشده را برای آزمون کشش ارسال کنید؛ برچسب ارسال رایگان پیامک شد.', afterHours: 5 },
      { text: 'دو بسته امروز با پست پیشتاز ارسال شد.', afterHours: 26 },
    ],
  },
  {
    mobile: '9121234567',
    title: 'گواهی CE و تأییدیه اداره کل تجهیزات پزشکی برای مش پلی‌پروپیلن',
    status: TICKET_STATUS.resolved,
    priority: TICKET_PRIORITY.normal,
    categoryId: 2,
    unitId: 3,
    ageDays: 20,
    thread: [
      { text: 'برای پرونده خرید بیمارستان، نسخه گواهی CE و کد IRC مش پلی‌پروپیلن سبک را نیاز داریم.', afterHours: 0 },
      { staff: 'دکتر علی رضایی', text: 'گواهی CE و نامه تأیید اداره کل تجهیزات پزشکی پیوست شد. کد IRC روی بسته‌بندی نیز درج شده است.', afterHours: 20 },
    ],
    review: { rate: 5, text: 'سریع و کامل پاسخ دادید.' },
  },
  {
    mobile: '9121234567',
    title: 'زمان ارسال سفارش ۱۰۴۸۸',
    status: TICKET_STATUS.closed,
    priority: TICKET_PRIORITY.low,
    categoryId: 3,
    unitId: 4,
    orderId: 10488,
    ageDays: 22,
    thread: [
      { text: 'سفارش ۱۰۴۸۸ را چه روزی تحویل می‌گیریم؟', afterHours: 0 },
      { staff: 'واحد ارسال', text: 'سفارش امروز تحویل پست شد؛ کد رهگیری پیامک شد.', afterHours: 3 },
    ],
  },
  {
    mobile: '9351234567',
    title: 'Guidewire coating: compatible with our contrast agent?',
    status: TICKET_STATUS.waitingForCustomer,
    priority: TICKET_PRIORITY.high,
    categoryId: 4,
    unitId: 3,
    ageDays: 6,
    thread: [
      { text: 'Is the hydrophilic coating of the 0.035" guidewire compatible with iodinated contrast agents at body temperature?', afterHours: 0 },
      { staff: 'Dr. Ali Rezaei', text: 'Yes, it is tested with iodinated agents. Which brand and concentration do you use? We can send the test report.', afterHours: 8 },
    ],
  },
  {
    mobile: '9351234567',
    title: 'درخواست پیش‌فاکتور رسمی با مهر شرکت',
    status: TICKET_STATUS.queue,
    priority: TICKET_PRIORITY.normal,
    categoryId: 5,
    unitId: 1,
    ageDays: 1,
    thread: [{ text: 'برای ارائه به امور مالی بیمارستان، پیش‌فاکتور رسمی با مهر و امضای شرکت لازم داریم.', afterHours: 0 }],
  },
];
