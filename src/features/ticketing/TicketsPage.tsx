import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PushOffer } from '../notices/PushOffer.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ListResponse } from '../../../contract/common.ts';
import type { Ticket, Titled } from '../../../contract/ticketing.ts';
import { formatDate, formatNumber, formatPercent } from '../../i18n/format.ts';
import { ChoicesMenu } from '../../ui/ChoicesMenu.tsx';
import { Options } from '../../ui/Options.tsx';
import { useChoice } from '../../ui/use-choice.ts';
import { EmptyPage, Pager } from '../../ui/Pager.tsx';
import { SavedNote } from '../../ui/SavedNote.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { memberIdOf, useSessionState } from '../session/session-view.ts';
import { useOutbox, useReloadWhenDelivered } from '../outbox/use-outbox.ts';
import { applyFilter, filtersToSearch, type FilterOperation, type TicketFilter } from './ticket-filters.ts';
import { PriorityLabel, STATUS_OPTIONS, TicketStatusLabel, useStatusText } from './TicketParts.tsx';
import { TicketDateField } from './TicketDateField.tsx';
import { TICKET_SORTS, type TicketSortKey } from './ticket-filters.ts';
import './tickets.css';
import { PersonText } from '../../ui/PersonText.tsx';
import { hasNewAnswer, ticketsSeen } from './tickets-seen.ts';

function UploadPercent({ fraction }: { fraction: number }) {
  const percent = formatPercent(fraction, useLocale());
  return <Trans>Sending… {percent}</Trans>;
}

type Props = { data: { list: ListResponse<Ticket>; units: Titled[] }; savedAt: number | null; asOf: number; page: number; q: string; filters: TicketFilter[]; sort: TicketSortKey };

/** `/dashboard/ticket`: the member's tickets, with filters, search and sort in the URL. */
export function TicketsPage({ data, savedAt, asOf, page, q, filters, sort }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Support tickets`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  const memberId = useSessionState(memberIdOf);
  const seen = ticketsSeen();
  const created = useOutbox(memberId)?.filter((e) => e.kind === 'ticket.create');
  const waiting = (created ?? []).filter((e) => e.status !== 'sent');
  useReloadWhenDelivered(created, asOf);
  const go = (next: TicketFilter[], over: { q?: string; sort?: TicketSortKey } = {}) => {
    const query = over.q ?? q;
    const by = over.sort ?? sort;
    void navigate({ to: '.', search: { ...filtersToSearch(next), ...(query ? { q: query } : {}), ...(by !== '-lastupdate' ? { sort_by: by } : {}) } });
  };
  const change = (op: FilterOperation, f?: TicketFilter) => go(applyFilter(filters, op, f));
  const unit = filters.find((f) => f.type === 'unit');
  const date = filters.find((f) => f.type === 'date');
  const statuses = filters.flatMap((f) => (f.type === 'status' ? [f.status] : []));
  const statusText = useStatusText();
  // The unit chosen shows at once; the list for it comes after.
  const [unitShown, setUnitShown] = useChoice(unit?.type === 'unit' ? String(unit.id) : '');
  // On a phone the unit, status and date fields fold behind one button, which counts those in use:
  // the list, not four fields, fills the first screen (tickets.css; a wider screen shows them all).
  const [fieldsOpen, setFieldsOpen] = useState(false);
  const inUse = [unit, statuses.length, date].filter(Boolean).length;
  const inUseShown = formatNumber(inUse, locale);
  const sortLabels: Record<TicketSortKey, string> = {
    '-lastupdate': t`Last update`,
    '-openDate': t`Newest first`,
    openDate: t`Oldest first`,
    title: t`Title`,
    status: t`Status`,
    '-priority': t`Priority`,
    service: t`Unit`,
  };
  return (
    <section aria-labelledby="tickets-title" className="tickets">
      <div className="tickets-head">
        <h1 id="tickets-title">
          <Trans>Support tickets</Trans>
        </h1>
        <Link to="/{-$locale}/dashboard/ticket/new" params={{ locale: localeParam }} className="button-primary">
          <Trans>New ticket</Trans>
        </Link>
      </div>
      <SavedNote savedAt={savedAt} />
      {/* Just after writing a ticket on this device: the moment to offer being told of its answer. */}
      {created?.length ? <PushOffer about="ticket" /> : null}
      {waiting.length ? (
        <ul className="ticket-list waiting-list" aria-label={t`Tickets waiting to be sent`}>
          {waiting.map((e) => (
            <li key={e.id} className="ticket-row is-waiting" data-status={e.status}>
              <PersonText as="strong" text={(e.payload as { title: string }).title} />
              <span className="status">
                {e.status === 'failed' ? (
                  <Trans>Refused: see Changes to send</Trans>
                ) : e.status === 'sending' && e.progress !== undefined && e.blob_ids?.length ? (
                  <UploadPercent fraction={e.progress} />
                ) : (
                  <Trans>Waiting to be sent</Trans>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* No ticket at all: the next step, not a row of filters above an empty list. */}
      {data.list.data.length === 0 && !filters.length && !q && page === 1 ? (
        <div className="empty-state">
          <p className="empty-list">
            <Trans>You have no tickets yet. Ask about an order, a product or a delivery: the answers come here, and the list marks each new one.</Trans>
          </p>
          <Link to="/{-$locale}/dashboard/ticket/new" params={{ locale: localeParam }} className="button-primary">
            <Trans>Write your first ticket</Trans>
          </Link>
        </div>
      ) : (
        <>
          <div className="ticket-filters">
            <SearchBox id="tickets-q" label={t`Search tickets`} initial={q} onSearch={(next) => go(filters, { q: next })} />
            <div className="ticket-filter-bar">
              <button type="button" className="button-secondary ticket-fields-toggle" aria-expanded={fieldsOpen} aria-controls="ticket-filter-fields" onClick={() => setFieldsOpen((open) => !open)}>
                {inUse ? <Trans>Filters ({inUseShown})</Trans> : <Trans>Filters</Trans>}
              </button>
              <label className="filter-field ticket-sort">
                <span>
                  <Trans>Sort by</Trans>
                </span>
                <select className="field-input" value={sort} onChange={(e) => go(filters, { sort: e.target.value as TicketSortKey })}>
                  {TICKET_SORTS.map((k) => (
                    <option key={k} value={k}>
                      {sortLabels[k]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div id="ticket-filter-fields" className="ticket-filter-fields" data-open={fieldsOpen}>
              <label className="filter-field">
                <span>
                  <Trans>Unit</Trans>
                </span>
                <select
                  className="field-input"
                  value={unitShown}
                  onChange={(e) => {
                    setUnitShown(e.target.value);
                    const id = Number(e.target.value);
                    if (id) change('add', { type: 'unit', id });
                    else if (unit) change('remove', unit);
                  }}
                >
                  <option value="">{t`All units`}</option>
                  <Options options={data.units.map((u) => ({ value: u.id, label: u.title }))} />
                </select>
              </label>
              <div className="filter-field">
                <span aria-hidden="true">
                  <Trans>Status</Trans>
                </span>
                <ChoicesMenu
                  label={t`Status`}
                  none={t`Any status`}
                  choices={STATUS_OPTIONS.map((s) => ({ value: s, text: statusText(s) }))}
                  chosen={statuses}
                  onToggle={(status, on) => change(on ? 'add' : 'remove', { type: 'status', status })}
                />
              </div>
              <div className="filter-field">
                <span>
                  <Trans>Opened between</Trans>
                </span>
                <TicketDateField
                  from={date?.type === 'date' ? date.from : null}
                  to={date?.type === 'date' ? date.to : null}
                  onChange={(from, to) => (from || to ? change('add', { type: 'date', from, to }) : date ? change('remove', date) : undefined)}
                />
              </div>
            </div>
            {filters.length || q ? (
              <button type="button" className="button-secondary" onClick={() => go(applyFilter(filters, 'reset'), { q: '' })}>
                <Trans>Clear the filters</Trans>
              </button>
            ) : null}
          </div>
          {data.list.data.length ? (
            <ul className="ticket-list">
              {data.list.data.map((tk) => {
                const updated = formatDate(tk.updated_at, locale);
                return (
                  <li key={tk.id} className="ticket-row">
                    <Link to="/{-$locale}/dashboard/ticket/detail" params={{ locale: localeParam }} search={{ id: tk.id }} className="ticket-row-link">
                      <PersonText as="strong" text={tk.title} />
                      <span className={`status ticket-status-${tk.status}`}>
                        <TicketStatusLabel status={tk.status} />
                      </span>
                      <span className="ticket-meta">
                        {tk.service.title} · <PriorityLabel priority={tk.priority} /> · <Trans>updated {updated}</Trans>
                        {tk.last_reply_by === 'staff' ? (
                          <>
                            {' '}
                            · <Trans>answered</Trans>
                          </>
                        ) : null}
                        {hasNewAnswer(tk, seen) ? (
                          <span className="new-answer">
                            <Trans>New answer</Trans>
                          </span>
                        ) : null}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : (
            <EmptyPage list={data.list} page={page}>
              <p className="empty-list">{filters.length || q ? <Trans>No ticket matches.</Trans> : <Trans>No tickets yet.</Trans>}</p>
            </EmptyPage>
          )}
          <Pager page={page} paging={data.list.paging} />
        </>
      )}
    </section>
  );
}
