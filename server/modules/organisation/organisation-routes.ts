/** The member's organisation and its orders (extension, issue 31 §1: contract/organisation.ts). */
import { memberRoutes } from '../../http/api-router.ts';
import { DEFAULT_ORDER_SORT } from '../store/orders-repo.ts';
import { productTags } from '../store/store-routes.ts';
import { decideOrganisationOrder, getOrganisationOrder, listOrganisationOrders } from './organisation-orders.ts';
import { getMembership, joinOrganisation, registerOrganisation } from './organisations-repo.ts';

export const organisationRoutes = () =>
  memberRoutes('organisation')
    .route('organisation.get', { summary: "The member's organisation, their role in it and where the desk's decision stands; null: none" }, async (c, { scope }) => ({
      data: await getMembership(c.var.db, scope.memberId),
    }))
    .route(
      'organisation.register',
      {
        summary: 'Register an organisation (its legal details; the national ID with its check digit), in a role; the desk approves it',
        description: 'A national ID already registered answers 409 `details.reason` = `registered` (ask to join it); a member who already belongs to one, or asked to, 409 `member_of`.',
        errors: [409, 422, 429],
      },
      async (c, { body, scope }) => ({ data: await registerOrganisation(c.var.db, scope.memberId, body) }),
    )
    .route(
      'organisation.join',
      { summary: 'Ask to join a registered organisation by its national ID, in a role; the desk approves it', description: 'An unknown national ID answers 404; a member who already belongs to one, 409 `member_of`.', errors: [404, 409, 422, 429] },
      async (c, { body, scope }) => ({ data: await joinOrganisation(c.var.db, scope.memberId, body) }),
    )
    .list('organisation.orders', { summary: "The organisation's orders (any of its approved members; 403 otherwise)", defaultSort: DEFAULT_ORDER_SORT, load: listOrganisationOrders })
    .detail('organisation.order', { summary: "One of the organisation's orders, with who did what in its history", what: 'Order', load: getOrganisationOrder })
    .route(
      'organisation.approve',
      {
        summary: 'Approve an order waiting for approval (approvers, up to their limit): it is placed, its stock reserved for the buyer to pay',
        description: 'Above the approver’s limit: 422 `over_limit`; short of stock: 409 `stock`; already decided: 409 `status`; not an approver: 403.',
        errors: [403, 404, 409, 422, 429],
        invalidates: true,
        limit: 'order',
      },
      async (c, { lang, body, params: { id }, scope }) => {
        const order = await decideOrganisationOrder(c.var.db, lang, id, scope.memberId, { to: 'approve', comment: body.comment }, c.var.config.orders);
        c.set('changed', productTags(order));
        return { data: order };
      },
    )
    .route(
      'organisation.return',
      { summary: 'Return an order waiting for approval to its requester, with a comment (approvers)', errors: [403, 404, 409, 422, 429], limit: 'order' },
      async (c, { lang, body, params: { id }, scope }) => ({
        data: await decideOrganisationOrder(c.var.db, lang, id, scope.memberId, { to: 'return', comment: body.comment }, c.var.config.orders),
      }),
    ).app;
