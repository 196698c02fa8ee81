/**
 * What this release brings, in one line per language: the update prompt of a page still on the
 * previous version asks the waiting worker for it. Content of the release (like the catalogue's
 * texts), edited with each release that users should hear about.
 */
export const RELEASE = {
  version: '2026.11.23',
  notes: {
    fa: 'ذخیرهٔ بخش‌هایی از کاتالوگ برای آفلاین، جست‌وجوی آفلاین و اسکن کد جعبه',
    en: 'Save parts of the catalogue for offline use, search offline, and scan a box’s code',
  },
} as const;
