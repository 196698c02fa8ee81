/**
 * What the device shows for a pushed notice: the notice's words in the language of the member's
 * pages (Persian digits in fa), the page a tap opens, and a push that is not a notice still
 * shown (a push must be) with a way to the inbox.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { noticePath, noticeWords, unreadableNotice } from '../src/device/notices/notice-words.ts';
import { messages as en } from '../src/locales/en/notices.po';
import { messages as fa } from '../src/locales/fa/notices.po';
import { noticeOf } from './notices.ts';

const i18n = { fa: setupI18n({ locale: 'fa', messages: { fa } }), en: setupI18n({ locale: 'en', messages: { en } }) };
const shipped = { kind: 'order_shipped' as const, subject_id: 10702, data: { order_id: 10702, number: 'ORD-10702', carrier: 'پست پیشتاز', tracking_code: '123456789012345678', lang: 'fa' } };

describe('a pushed notice', () => {
  it('is worded in the language of the member’s pages, with its numbers in that language’s digits', () => {
    expect(noticeWords(i18n.fa, 'fa', shipped)).toEqual({ title: 'سفارش ارسال شد', body: 'سفارش ORD-۱۰۷۰۲ با پست پیشتاز ارسال شد.', more: 'کد رهگیری: 123456789012345678' });
    expect(noticeWords(i18n.en, 'en', shipped)).toEqual({ title: 'Order shipped', body: 'Order ORD-10702 has shipped with پست پیشتاز.', more: 'Tracking code: 123456789012345678' });
    const refund = { kind: 'order_refunded' as const, subject_id: 9, data: { order_id: 9, to: 'credit', amount: 12_500_000 } };
    expect(noticeWords(i18n.fa, 'fa', refund).body).toBe('مبلغ پرداختی سفارش ۹ به اعتبار فروشگاهی شما برگشت: ۱٬۲۵۰٬۰۰۰ تومان.');
    expect(noticeWords(i18n.en, 'en', refund).body).toBe('The payment for order 9 came back to your store credit: 1,250,000 Toman.');
  });

  it('opens its order, its ticket or the member’s reviews, in the same language', () => {
    expect(noticePath('fa', shipped)).toBe('/dashboard/order/10702');
    expect(noticePath('en', shipped)).toBe('/en/dashboard/order/10702');
    expect(noticePath('fa', { kind: 'ticket_answered', subject_id: 41, data: {} })).toBe('/dashboard/ticket/detail?id=41');
    expect(noticePath('en', { kind: 'review_published', subject_id: 3, data: {} })).toBe('/en/dashboard/review');
    expect(noticePath('en', { kind: 'back_in_stock', subject_id: 1004, data: { path: '/product/1004/rapid-pgla' } })).toBe('/en/product/1004/rapid-pgla');
    // A path that is not a product page of this site is not followed.
    expect(noticePath('fa', { kind: 'back_in_stock', subject_id: 1004, data: { path: '//evil.example/product/1/x' } })).toBe('/product/1004/-');
    const back = { kind: 'back_in_stock' as const, subject_id: 1004, data: { title: 'نخ بخیه' } };
    expect(noticeWords(i18n.fa, 'fa', back).title).not.toBe('');
  });

  it('is read only when it is one; anything else is shown as a way to the inbox', () => {
    const pushed = { id: 5001, kind: 'order_paid', subject_id: 10702, data: { order_id: 10702 }, read_at: null, created_at: '2026-11-26T08:00:00.000Z', lang: 'en' };
    expect(noticeOf(pushed)).toEqual(pushed);
    expect(noticeOf({ ...pushed, kind: 'order_lost' })).toBeNull();
    expect(noticeOf({ ...pushed, id: 'x' })).toBeNull();
    expect(noticeOf('hello')).toBeNull();
    expect(unreadableNotice(i18n.fa, 'fa')).toEqual({ title: 'اعلان تازه', body: 'اعلان‌های خود را باز کنید تا ببینید چه شده است.', path: '/dashboard/notifications' });
  });
});
