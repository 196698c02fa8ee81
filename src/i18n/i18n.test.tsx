/**
 * The catalogs load on demand (no language is bundled with the app): a member page asks for its
 * language and the account's words at once, and has both. All of them are merged into one table
 * per language, the desk's last: a word the desk says otherwise has a context of its own, so that
 * the shop reads the same before and after a staff member opens the desk.
 */
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../contract/constants.ts';
import { StatusLabel } from '../features/orders/order-parts.tsx';
import { activateLocale, i18n, i18nFor, loadAccountCatalog, loadDeskCatalog } from './i18n.ts';

describe('catalogs', () => {
  it("has the language's and the account's words when both are asked for at once", async () => {
    // The locale route's beforeLoad on a member page: both at once, before either has loaded.
    await Promise.all([activateLocale('fa'), loadAccountCatalog('fa')]);
    expect(i18n.locale).toBe('fa');
    expect(i18n._(msg`Your orders`)).toBe('سفارش‌های من');
    // The page's head reads the language's own instance (i18nFor): it has them too.
    expect(i18nFor('fa')._(msg`Your orders`)).toBe('سفارش‌های من');
  });

  it('says each order status in its own Persian words, with the desk’s catalog loaded too', async () => {
    await activateLocale('fa');
    await loadDeskCatalog('fa');
    const labels = ORDER_STATUSES.map((status) =>
      renderToString(
        <I18nProvider i18n={i18n}>
          <StatusLabel status={status} />
        </I18nProvider>,
      ),
    );
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
    // Delivered to the hospital, not sent on its way (that is «ارسال شده», shipped) …
    expect(labels[ORDER_STATUSES.indexOf('delivered')]).toBe('تحویل شد');
    // … while a queued write that reached the server was sent.
    expect(i18n._(msg({ message: 'Delivered', context: 'outbox' }))).toBe('ارسال شد');
    // The checkout's step, not the desk's product review.
    expect(i18n._(msg({ message: 'Review', context: 'checkout step' }))).toBe('بازبینی');
  });
});
