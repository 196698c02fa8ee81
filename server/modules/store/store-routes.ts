/**
 * The store's v1 calls (spec §7 `/v1/store/*`, contract/store.ts): shipping methods (public),
 * recipients, pricing a cart, orders and their payment (member). Literal paths
 * (`orders/countbystatus`, `orders/payment`, `orders/checkdiscount`) are declared before `:id`.
 */
import { INITIAL_TRANSMIT_ID } from '../../../contract/store.ts';
import { memberRoutes, publicRoutes } from '../../http/api-router.ts';
import { ApiError } from '../../http/errors.ts';
import { siteOrigin } from '../../http/origin.ts';
import { cancelOrder, countByStatus, createOrder, DEFAULT_ORDER_SORT, getOrder, listOrders } from './orders-repo.ts';
import { payOnTerms, payWithCredit, startGatewayPayment } from './payment/payments-repo.ts';
import { priceCart, pricingBody } from './pricing-repo.ts';
import { createRecipient, DEFAULT_RECIPIENT_SORT, deleteRecipient, getRecipient, listRecipients, updateRecipient } from './recipients-repo.ts';
import { DEFAULT_TRANSMIT_SORT, getTransmit, listTransmits } from './transmits-repo.ts';

/** The cache tags of an order's products (cache/cache-tags.ts): what its stock moves change. */
export const productTags = (order: { items: { product_id: number }[] }) => order.items.map((l) => `product:${l.product_id}`);

export const transmitsRoutes = () =>
  publicRoutes('store')
    .list('transmits.list', { summary: 'Shipping methods, with price and delivery estimate', defaultSort: DEFAULT_TRANSMIT_SORT, load: listTransmits })
    .detail('transmits.get', { summary: 'One shipping method', what: 'Shipping method', load: (db, lang, id) => getTransmit(db, lang, id) }).app;

export const storeRoutes = () =>
  memberRoutes('store')
    .list('recipients.list', { summary: "The member's delivery recipients", defaultSort: DEFAULT_RECIPIENT_SORT, load: listRecipients })
    .detail('recipients.get', { summary: 'One of the member\'s recipients', what: 'Recipient', load: getRecipient })
    .route('recipients.create', { summary: 'Add a recipient', errors: [422, 429], limit: 'recipient' }, async (c, { lang, body, scope }) => ({
      data: await createRecipient(c.var.db, lang, body, scope.memberId),
    }))
    .route('recipients.update', { summary: 'Change a recipient', errors: [404, 422, 429], limit: 'recipient' }, async (c, { lang, body, params: { id }, scope }) => {
      const updated = await updateRecipient(c.var.db, lang, id, body, scope.memberId);
      if (!updated) throw new ApiError(404, `Recipient ${id} not found`);
      return { data: updated };
    })
    .route('recipients.delete', { summary: 'Delete a recipient (orders keep their copy)', errors: [404, 429], limit: 'recipient' }, async (c, { params: { id }, scope }) => {
      if (!(await deleteRecipient(c.var.db, id, scope.memberId))) throw new ApiError(404, `Recipient ${id} not found`);
      return { data: { id, deleted: true as const } };
    })
    .route(
      'orders.checkDiscount',
      {
        summary: 'Price a cart: each line at its price now, the discount code, shipping and the total',
        description: 'A refused code answers 422 with `details.field` = "code" and `details.reason` (unknown, not_started, expired, min_total, used).',
        errors: [422, 429],
        limit: 'pricing',
      },
      async (c, { lang, body, scope }) => {
        const priced = await priceCart(c.var.db, lang, { items: body.cart_items, code: body.code, transmitId: body.transmit_id ?? INITIAL_TRANSMIT_ID }, scope.memberId, c.var.config.orders.vatRate);
        return { data: pricingBody(priced) };
      },
    )
    .route('orders.counts', { summary: "How many of the member's orders are in each status" }, async (c, { scope }) => countByStatus(c.var.db, scope.memberId))
    .route(
      'orders.pay',
      {
        summary: 'Pay for an order: a gateway URL to send the browser to, or (method credit) paid from store credit at once',
        errors: [404, 409, 422, 429, 503],
        limit: 'payment',
      },
      async (c, { lang, body, scope }) => {
        const orderId = body.order_id;
        if (body.method === 'terms') {
          const done = await payOnTerms(c.var.db, { orderId, memberId: scope.memberId, ...(body.po_number ? { poNumber: body.po_number } : {}) });
          return { data: { order_id: orderId, redirect_url: done.redirectUrl, status: done.status } };
        }
        if (body.method === 'credit') {
          const done = await payWithCredit(c.var.db, { orderId, memberId: scope.memberId });
          return { data: { order_id: orderId, redirect_url: done.redirectUrl, status: done.status } };
        }
        const gateway = c.var.gateway;
        if (!gateway) throw new ApiError(422, 'No payment gateway is configured; pay from store credit', { reason: 'no_gateway' });
        const started = await startGatewayPayment(c.var.db, gateway, {
          orderId,
          memberId: scope.memberId,
          lang,
          // The language rides in the URL: a provider returns the browser with its own fields added.
          callbackUrl: `${siteOrigin(c)}/api/pay/callback/${gateway.code}?lang=${lang}`,
          ...(body.po_number ? { poNumber: body.po_number } : {}),
        });
        return { data: { order_id: orderId, redirect_url: started.redirectUrl, status: started.status } };
      },
    )
    .list('orders.list', { summary: "The member's orders", defaultSort: DEFAULT_ORDER_SORT, load: listOrders })
    .route(
      'orders.create',
      {
        summary: 'Place an order: the server prices every line and reserves the stock. With an Idempotency-Key, a resend answers the first order; without one (the spec lists none), each request is a new order',
        description:
          'A line short of stock answers 409 (`details.short`); a product no longer sold or a refused code answers 422, and so do the store\'s limits (`details.reason`: `line_quantity` with `max`, `unpaid_orders` with `max`). An unpaid order holds its stock until `hold_until`.',
        errors: [409, 422, 429],
        invalidates: true,
        limit: 'order',
      },
      async (c, { lang, body, scope }) => {
        // The spec's call has no key: a client without one is served, with no replay protection
        // (a resend makes a second order). The storefront always sends one.
        const order = await createOrder(c.var.db, lang, body, scope.memberId, c.var.config.orders);
        // Its products' stock changed: the pages that show them are dropped (the rest stay).
        c.set('changed', productTags(order));
        return { data: order };
      },
    )
    .detail('orders.get', { summary: 'One of the member\'s orders, with its lines, payments and history', what: 'Order', load: getOrder })
    .route('orders.cancel', { summary: 'Cancel an order not yet paid (its stock goes back); a paid one answers 409', errors: [404, 409, 422, 429], invalidates: true, limit: 'order' }, async (c, { lang, params: { id }, scope }) => {
      const order = await cancelOrder(c.var.db, lang, id, scope.memberId, 'member');
      if (!order) throw new ApiError(404, `Order ${id} not found`);
      c.set('changed', productTags(order));
      return { data: order };
    }).app;
