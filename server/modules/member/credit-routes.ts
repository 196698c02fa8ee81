/** The member's store credit (spec §7): history, one credit, the account and its balance. */
import { detailResponse } from '../../../contract/common.ts';
import { balanceSchema, creditAccountSchema, creditListQuery, creditSchema } from '../../../contract/member.ts';
import { memberRoutes } from '../../http/api-router.ts';
import { DEFAULT_CREDIT_SORT, getAccount, getBalance, getCredit, listCredits } from './credit-repo.ts';

export const creditRoutes = () =>
  memberRoutes('credit')
    .list('/credit/:lang/credits', {
      summary: "The member's credit history",
      query: creditListQuery,
      item: creditSchema,
      defaultSort: DEFAULT_CREDIT_SORT,
      load: listCredits,
    })
    .detail('/credit/:lang/credits/:id', { summary: 'One credit of the member', item: creditSchema, what: 'Credit', load: getCredit })
    // `balance` before `:id`: it is not an account id.
    .get('/credit/:lang/accounts/balance', { summary: "The member's balance", response: detailResponse(balanceSchema) }, async (c, { scope }) =>
      c.json({ data: await getBalance(c.var.db, scope.memberId) }),
    )
    .detail('/credit/:lang/accounts/:id', {
      summary: "The member's credit account",
      item: creditAccountSchema,
      what: 'Account',
      load: (db, _lang, id, scope) => getAccount(db, id, scope),
    }).app;
