/** The member's store credit (spec §7): history, one credit, the account and its balance. */
import { memberRoutes } from '../../http/api-router.ts';
import { DEFAULT_CREDIT_SORT, getAccount, getBalance, getCredit, listCredits } from './credit-repo.ts';

export const creditRoutes = () =>
  memberRoutes('credit')
    .list('credit.list', {
      summary: "The member's credit history",
      defaultSort: DEFAULT_CREDIT_SORT,
      load: listCredits,
    })
    .detail('credit.get', { summary: 'One credit of the member', what: 'Credit', load: getCredit })
    // `balance` before `:id`: it is not an account id.
    .route('credit.balance', { summary: "The member's balance" }, async (c, { scope }) => ({ data: await getBalance(c.var.db, scope.memberId) }))
    .detail('credit.account', {
      summary: "The member's credit account",
      what: 'Account',
      load: (db, _lang, id, scope) => getAccount(db, id, scope),
    }).app;
