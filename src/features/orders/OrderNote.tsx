import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Order } from '../../../contract/store.ts';
import { readOrderNote, type Refund } from '../../../shared/order-notes.ts';
import { Price } from '../../product/Price.tsx';
import { Code } from '../../ui/Code.tsx';

type HistoryLine = Order['history'][number];
/** Who reads the history: the member on their order's page, or staff at the desk. */
export type NoteReader = 'member' | 'staff';

function RefundWords({ refund, reader }: { refund: Refund; reader: NoteReader }) {
  const amount = <Price rial={refund.amount} />;
  switch (refund.way) {
    case 'credit':
      return reader === 'member' ? <Trans>{amount} back to your store credit</Trans> : <Trans>{amount} back to the member's store credit</Trans>;
    case 'gateway':
      return <Trans>refund of {amount} asked of the payment gateway</Trans>;
    case 'transfer':
      return <Trans>{amount} to be returned by bank transfer</Trans>;
  }
}

/**
 * What a line of an order's history says beyond its status, in the reader's words: the store's
 * own moves (shared/order-notes.ts) said in the page's language, and what a person typed as
 * they typed it (a staff member's reason for cancelling included: the desk tells them the member
 * reads it).
 */
export function OrderNote({ line, reader }: { line: HistoryLine; reader: NoteReader }) {
  const note = readOrderNote(line.note, Boolean(line.by));
  const words = ((): ReactNode => {
    switch (note.kind) {
      case 'none':
        return null;
      case 'member':
        return reader === 'member' ? <Trans>by you</Trans> : <Trans>by the member</Trans>;
      case 'staff':
        return reader === 'member' ? <Trans>by our team</Trans> : <Trans>by staff</Trans>;
      case 'retry':
        return <Trans>paying again</Trans>;
      case 'credit':
        return <Trans>from store credit</Trans>;
      case 'hold_expired':
        return <Trans>the time to pay ran out</Trans>;
      case 'gateway': {
        const receipt = <Code>{note.receipt}</Code>;
        return <Trans>at the payment gateway, receipt {receipt}</Trans>;
      }
      case 'refunds':
        return note.refunds.map((refund, i) => (
          <span key={i}>
            {i > 0 ? '; ' : null}
            <RefundWords refund={refund} reader={reader} />
          </span>
        ));
      case 'late_payment': {
        const amount = <Price rial={note.amount} />;
        const receipt = <Code>{note.receipt}</Code>;
        return <Trans>a payment of {amount} (receipt {receipt}) arrived after the order was closed: it is refunded through the gateway</Trans>;
      }
      case 'text':
        return <q className="timeline-comment">{note.text}</q>;
    }
  })();
  if (words === null) return null;
  return note.kind === 'text' ? words : <span className="timeline-note"> ({words})</span>;
}
