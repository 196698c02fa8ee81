import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { readLocal, writeLocal } from '../../lib/local-store.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { devicePush, turnPushOn, type TurnOn } from './device-push.ts';
import './inbox.css';

/** After "Not now", the offer waits this long before it is made again. */
const ASK_AGAIN_MS = 30 * 24 * 3600_000;

/**
 * The moment to offer notifications on this device, with the reason in view: just after placing
 * an order (its news) or writing a ticket (its answer). Made only where the browser can, the
 * store sends them, this device is not already on for the member, the browser has not been told
 * "block", and the member has not said "not now" (or turned them off) lately; the browser's own
 * prompt comes only from the member's tap. (A device another member had allowed, signed out since,
 * is offered too: one tap, and no prompt.)
 */
export function PushOffer({ about }: { about: 'order' | 'ticket' }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TurnOn | null>(null);
  useEffect(() => {
    const declined = Number(readLocal('pushOfferDeclined')) || 0;
    if (Date.now() - declined < ASK_AGAIN_MS || typeof Notification === 'undefined' || Notification.permission === 'denied') return;
    let live = true;
    devicePush(locale).then(
      (state) => live && setShown(state === 'off'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (!shown) return null;
  const turnOn = async () => {
    setBusy(true);
    try {
      setOutcome(await turnPushOn(locale));
    } finally {
      setBusy(false);
    }
  };
  const notNow = () => {
    writeLocal('pushOfferDeclined', String(Date.now()));
    setShown(false);
  };
  const said: Record<TurnOn, string> = {
    on: t`Notifications are on for this device.`,
    blocked: t`Notifications are blocked for this site. You can allow them in the browser’s site settings.`,
    dismissed: t`Nothing was changed. You can turn notifications on later in Notifications.`,
    failed: t`This browser could not turn notifications on. Everything is still in your Notifications page.`,
    offline: t`You are offline: try again once you are back online.`,
  };
  return (
    <aside className={`push-offer${outcome === 'on' ? ' is-on' : ''}`} aria-labelledby="push-offer-title">
      <h2 id="push-offer-title">{about === 'order' ? <Trans>Be told when your order moves</Trans> : <Trans>Be told when support answers</Trans>}</h2>
      {outcome ? (
        <p role="status">{said[outcome]}</p>
      ) : (
        <>
          <p>
            {about === 'order' ? (
              <Trans>Get a notification on this device when the order is paid, shipped (with its tracking code) and delivered, even with the store closed.</Trans>
            ) : (
              <Trans>Get a notification on this device as soon as support answers your ticket, even with the store closed.</Trans>
            )}
          </p>
          <div className="form-actions">
            <button type="button" className="button-primary" disabled={busy} onClick={() => void turnOn()}>
              <Trans>Turn on notifications</Trans>
            </button>
            <button type="button" className="button-secondary" onClick={notNow}>
              <Trans>Not now</Trans>
            </button>
          </div>
        </>
      )}
    </aside>
  );
}
