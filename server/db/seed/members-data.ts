/**
 * Demo members (sign in with these numbers in demo mode; the code is in the dev outbox) and
 * their store credit in Rial.
 */
type L = { fa: string; en: string };
const l = (fa: string, en: string): L => ({ fa, en });

export type SeedMember = {
  mobile: string;
  firstName: string;
  lastName: string;
  credits: { amount: number; kind: 1 | 2 | 3 | 4; description: L; reference?: string; ageDays: number }[];
};

export const demoMembers: SeedMember[] = [
  {
    mobile: '9121234567',
    firstName: 'سارا',
    lastName: 'احمدی',
    credits: [
      { amount: 50_000_000, kind: 1, ageDays: 60, reference: 'TOPUP-1405-0712', description: l('افزایش اعتبار از درگاه بانکی', 'Top-up through the bank gateway') },
      { amount: -16_800_000, kind: 3, ageDays: 52, reference: 'ORD-10231', description: l('خرید سفارش ۱۰۲۳۱', 'Purchase, order 10231') },
      { amount: 2_000_000, kind: 4, ageDays: 40, description: l('هدیه نمایشگاه تجهیزات پزشکی', 'Medical exhibition gift') },
      { amount: -9_400_000, kind: 3, ageDays: 21, reference: 'ORD-10488', description: l('خرید سفارش ۱۰۴۸۸', 'Purchase, order 10488') },
      { amount: 4_200_000, kind: 2, ageDays: 14, reference: 'ORD-10488', description: l('بازگشت وجه کالای مرجوعی', 'Refund for a returned item') },
      { amount: 30_000_000, kind: 1, ageDays: 3, reference: 'TOPUP-1405-0830', description: l('افزایش اعتبار از درگاه بانکی', 'Top-up through the bank gateway') },
    ],
  },
  {
    mobile: '9351234567',
    firstName: 'Reza',
    lastName: 'Tehrani',
    credits: [
      { amount: 10_000_000, kind: 1, ageDays: 10, reference: 'TOPUP-1405-0901', description: l('افزایش اعتبار از درگاه بانکی', 'Top-up through the bank gateway') },
      { amount: -5_900_000, kind: 3, ageDays: 5, reference: 'ORD-10602', description: l('خرید سفارش ۱۰۶۰۲', 'Purchase, order 10602') },
    ],
  },
];
