/** The desk's small parts: a failure said plainly with its retry, a role's name, an amount, a time. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, type TablePaginationConfig } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { TICKET_STATUS, type StaffRole } from '../../../contract/constants.ts';
import type { ApiCallError } from '../../device/api/client.ts';
import { formatDateTime, formatNumber, localDigits } from '../../i18n/format.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { rialToToman } from '../../../shared/numbers.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { DESK_PAGE_SIZE } from './desk-search.ts';
import { TicketStatusLabel } from '../ticketing/TicketParts.tsx';

/**
 * What went wrong, in the person's language: no connection (nothing changed; try again), a role
 * that does not allow it, or the server's own words; with a retry where one makes sense.
 */
export function DeskError({ error, retry, conflict }: { error: ApiCallError | null; retry?: (() => void) | undefined; conflict?: ReactNode }) {
  const { t } = useLingui();
  if (!error) return null;
  const message = error.offline
    ? t`No connection to the server: nothing was changed. Try again once the connection is back.`
    : error.status_code === 403
      ? t`Your role does not allow this. An admin can change your roles.`
      : error.status_code === 409 && conflict
        ? conflict
        : error.status_code >= 500
          ? t`The server could not do this just now. Try again in a moment.`
          : error.error_message;
  return (
    <Alert
      type={error.status_code === 409 ? 'warning' : 'error'}
      showIcon
      role="alert"
      className="desk-alert"
      message={message}
      action={
        retry && (error.offline || error.status_code >= 500) ? (
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        ) : undefined
      }
    />
  );
}

export function RoleName({ role }: { role: StaffRole }) {
  switch (role) {
    case 'support':
      return <Trans>Support</Trans>;
    case 'fulfilment':
      return <Trans>Fulfilment</Trans>;
    case 'catalogue':
      return <Trans>Catalogue</Trans>;
    case 'moderator':
      return <Trans>Moderator</Trans>;
    case 'accounts':
      return <Trans>Accounts</Trans>;
    case 'admin':
      return <Trans>Admin</Trans>;
  }
}

/** A ticket's status as the store sees it (the member's "waiting for you" is the store waiting for the member). */
export function DeskTicketStatus({ status }: { status: number }) {
  return status === TICKET_STATUS.waitingForCustomer ? <Trans>Waiting for the member</Trans> : <TicketStatusLabel status={status} />;
}

export function When({ at }: { at: string }) {
  const locale = useLocale();
  return <time dateTime={at}>{formatDateTime(at, locale)}</time>;
}

/** A member's name and number as the desk shows them. */
export function MemberLine({ member }: { member: { first_name: string; last_name: string; mobile: string } | null }) {
  const locale = useLocale();
  if (!member) return <Trans>Unknown member</Trans>;
  const mobile = localDigits(member.mobile, locale);
  return (
    <span>
      {`${member.first_name} ${member.last_name}`.trim()} <bdi dir="ltr">{mobile}</bdi>
    </span>
  );
}

/** A ticket's or a person's number: `#5004`, in the page's digits, never grouped (it is a name, not an amount). */
export function IdNumber({ id }: { id: number }) {
  const locale = useLocale();
  return (
    <bdi dir="ltr" className="desk-muted">
      #{localDigits(String(id), locale)}
    </bdi>
  );
}

/** A desk list's pages (server-side: the page is in the URL), numbered in the page's digits. */
export function deskPagination(locale: Locale, page: number | undefined, total: number, onChange: (page: number | undefined) => void): TablePaginationConfig {
  return {
    current: page ?? 1,
    pageSize: DESK_PAGE_SIZE,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    itemRender: (n, type, original) => (type === 'page' ? <a>{localDigits(String(n), locale)}</a> : original),
    onChange: (p) => onChange(p > 1 ? p : undefined),
  };
}

/**
 * An antd number field in the page's digits: shown grouped (`۱۲٬۵۰۰`), read back from what is typed
 * in either digits, with or without separators. The parser answers a string, as antd's own does:
 * an emptied field is then no value, not zero.
 */
export function localNumberField(locale: Locale) {
  return {
    formatter: (v: number | string | undefined) => (v === undefined || v === '' ? '' : formatNumber(Number(v), locale)),
    parser: (v: string | undefined) => toLatinDigits(v ?? '').replace(/[^\d]/g, '') as unknown as number,
    inputMode: 'numeric' as const,
  };
}

/** A column the server sorts (`key`, `-key`): its arrow shows the URL's order; none is the list's own order. */
export const sortableColumn = (current: string | undefined, key: string) => ({
  key,
  sorter: true,
  sortDirections: ['descend' as const, 'ascend' as const],
  sortOrder: current === key ? ('ascend' as const) : current === `-${key}` ? ('descend' as const) : null,
});

/** The URL's order from antd's sorter (a click on a sortable column's head). */
export function sortOf<K extends string, R = unknown>(sorter: SorterResult<R> | SorterResult<R>[]): K | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || typeof one.columnKey !== 'string') return undefined;
  return (one.order === 'descend' ? `-${one.columnKey}` : one.columnKey) as K;
}

/**
 * Under an amount typed in Rial (what the API, the invoices and the bank count in): what it is in
 * Toman, the unit the shop shows, as it is typed, so that a zero too many or too few is seen
 * before it is saved (a price ten times off), after the field's `note` when it has one. The field
 * reads both as its description.
 */
export function InToman({ name, note }: { name: NamePath; note?: string }) {
  const value: unknown = Form.useWatch(name);
  const locale = useLocale();
  const typed = typeof value === 'number' && Number.isFinite(value);
  const toman = typed ? formatNumber(rialToToman(value), locale) : '';
  return (
    <>
      {note}
      {note && typed ? ' ' : null}
      {typed ? (
        <span className="desk-in-toman">
          <Trans>That is {toman} Toman.</Trans>
        </span>
      ) : null}
    </>
  );
}
