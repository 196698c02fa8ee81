/**
 * What a notice says, in a language (issue 27 §3): the inbox's line and the device's notification
 * are the same words. Pages and the service worker both run this (no React, no DOM); its messages
 * are a catalog of their own (lingui.config.ts `notices`), which the worker carries in both languages.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Notice } from '../../../contract/member.ts';
import { localePath, type Locale } from '../../../shared/locale.ts';
import { productPath } from '../../../shared/site-paths.ts';
import { formatNumber, localDigits, rialToToman } from '../../../shared/numbers.ts';

export type NoticeWords = {
  /** A short headline (the notification's title). */
  title: string;
  /** The sentence (the inbox's line, the notification's text). */
  body: string;
  /** What the member does next, where there is something (the tracking code). */
  more: string | null;
};

/** The notice's words in `locale` (`i18n` holds that language's `notices` catalog). */
export function noticeWords(i18n: I18n, locale: Locale, notice: Pick<Notice, 'kind' | 'subject_id' | 'data'>): NoticeWords {
  const d = notice.data;
  // The order's number as its pages show it (ORD-10702); a notice from before numbers were kept, its id.
  const n = localDigits(String(d.number ?? d.order_id ?? notice.subject_id), locale);
  const say = (title: string, body: string, more: string | null = null) => ({ title, body, more });
  switch (notice.kind) {
    case 'order_placed':
      return say(i18n._(msg`Order placed`), i18n._(msg`Order ${n} was placed and waits for payment.`));
    case 'order_paid':
      return say(i18n._(msg`Order paid`), i18n._(msg`Order ${n} is paid: we are preparing it.`));
    case 'order_shipped': {
      const carrier = String(d.carrier ?? '');
      const code = String(d.tracking_code ?? '');
      return say(i18n._(msg`Order shipped`), i18n._(msg`Order ${n} has shipped with ${carrier}.`), code ? i18n._(msg`Tracking code: ${code}`) : null);
    }
    case 'order_delivered':
      return say(i18n._(msg`Order delivered`), i18n._(msg`Order ${n} was delivered.`));
    case 'order_cancelled':
      return say(i18n._(msg`Order cancelled`), i18n._(msg`Order ${n} was cancelled.`));
    case 'order_refunded': {
      const amount = formatNumber(rialToToman(Number(d.amount ?? 0)), locale);
      return say(
        i18n._(msg`Payment returned`),
        d.to === 'credit'
          ? i18n._(msg`The payment for order ${n} came back to your store credit: ${amount} Toman.`)
          : d.to === 'bank'
            ? i18n._(msg`The bank transfer for order ${n} was returned to your organisation's account: ${amount} Toman.`)
            : i18n._(msg`The payment for order ${n} went back to your card: ${amount} Toman.`),
      );
    }
    case 'ticket_answered':
      return say(i18n._(msg`Support answered`), i18n._(msg`Your support ticket has a new answer.`));
    case 'review_published':
      return say(i18n._(msg`Review published`), i18n._(msg`Your review was published.`));
    case 'review_rejected': {
      const reason = String(d.reason ?? '');
      return say(i18n._(msg`Review not published`), i18n._(msg`Your review was not published.`), reason ? i18n._(msg`Why: ${reason}`) : null);
    }
    case 'order_awaiting_approval': {
      const who = String(d.requester ?? '');
      return say(i18n._(msg`An order waits for your approval`), i18n._(msg`${who} submitted order ${n} for approval.`));
    }
    case 'order_approved':
      return d.audience === 'buyer'
        ? say(i18n._(msg`Order approved: ready to pay`), i18n._(msg`Order ${n} was approved and waits for payment.`))
        : say(i18n._(msg`Order approved`), i18n._(msg`Order ${n} was approved and placed.`));
    case 'order_returned': {
      const comment = String(d.comment ?? '');
      return say(i18n._(msg`Order returned`), i18n._(msg`Order ${n} was returned to you for changes.`), comment ? i18n._(msg`Comment: ${comment}`) : null);
    }
    case 'order_on_terms':
      return say(i18n._(msg`Order on terms`), i18n._(msg`Order ${n} was placed on your organisation’s terms: it is prepared now and paid by bank transfer.`));
    case 'organisation_decided': {
      const name = String(d.organisation ?? '');
      const reason = String(d.reason ?? '');
      return d.approved === 1
        ? say(i18n._(msg`Organisation approved`), i18n._(msg`You can now buy for ${name}.`))
        : say(i18n._(msg`Organisation request declined`), i18n._(msg`Your request for ${name} was declined.`), reason ? i18n._(msg`Why: ${reason}`) : null);
    }
    case 'back_in_stock': {
      const title = String(d.title ?? '');
      return say(i18n._(msg`Back in stock`), i18n._(msg`${title} is in stock again.`));
    }
  }
}

/** A push whose notice cannot be read (an old or broken message): still told, and it opens the inbox. */
export const unreadableNotice = (i18n: I18n, locale: Locale) => ({
  title: i18n._(msg`New notification`),
  body: i18n._(msg`Open your notifications to see what happened.`),
  path: localePath(locale, '/dashboard/notifications'),
});

/** The page a notice opens: its order (an organisation's, for its approvers and buyers), its ticket, the member's reviews or organisation, or its product. */
export function noticePath(locale: Locale, notice: Pick<Notice, 'kind' | 'subject_id' | 'data'>): string {
  if (notice.kind === 'back_in_stock') {
    // Only a product page of this site (a notice's data is the server's, but a path is checked before a click follows it).
    const path = String(notice.data.path ?? '');
    return localePath(locale, /^\/product\/\d+\/[^/?#\\]*$/.test(path) ? path : productPath(notice.subject_id, null));
  }
  if (notice.kind === 'organisation_decided') return localePath(locale, '/dashboard/organisation');
  if (notice.kind === 'order_awaiting_approval' || (notice.kind === 'order_approved' && notice.data.audience === 'buyer')) {
    return localePath(locale, `/dashboard/organisation/order/${String(notice.data.order_id ?? notice.subject_id)}`);
  }
  if (notice.kind === 'ticket_answered') return localePath(locale, `/dashboard/ticket/detail?id=${notice.subject_id}`);
  if (notice.kind === 'review_published' || notice.kind === 'review_rejected') return localePath(locale, '/dashboard/review');
  return localePath(locale, `/dashboard/order/${String(notice.data.order_id ?? notice.subject_id)}`);
}
