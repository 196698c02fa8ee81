import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Box, OpeningHours } from '../../../contract/content.ts';
import { localDigits } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { isOpenAt } from './opening-hours.ts';
import { formatWeekday } from '../../i18n/format.ts';

/** A Sunday: day `d` of the week is this date plus `d` days. */
const SUNDAY = Date.UTC(2026, 10, 22, 12);
const dayName = (d: number, locale: Locale) => formatWeekday(new Date(SUNDAY + d * 86_400_000), locale);

function HoursLine({ h }: { h: OpeningHours }) {
  const locale = useLocale();
  const from = dayName(h.from_day, locale);
  const to = dayName(h.to_day, locale);
  const opens = localDigits(h.opens, locale);
  const closes = localDigits(h.closes, locale);
  return <li>{h.from_day === h.to_day ? <Trans>{from}, {opens} to {closes}</Trans> : <Trans>{from} to {to}, {opens} to {closes}</Trans>}</li>;
}

/** Open or closed now, worked out after the page has started (the server's clock is not the visitor's moment). */
export function OpenNow({ hours }: { hours: OpeningHours[] }) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const check = () => setOpen(isOpenAt(hours, new Date()));
    check();
    const id = window.setInterval(check, 60_000);
    return () => window.clearInterval(id);
  }, [hours]);
  if (open === null) return null;
  return <span className={open ? 'open-now is-open' : 'open-now'}>{open ? <Trans>Open now</Trans> : <Trans>Closed now</Trans>}</span>;
}

/** The address, phone, e-mail and opening hours of the contact box. */
export function ContactDetails({ box }: { box: Box }) {
  const { t } = useLingui();
  const locale = useLocale();
  const phone = box.data.phone;
  return (
    <address className="contact-details">
      {box.body ? <p>{box.body}</p> : null}
      {phone ? (
        <p>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <span dir="ltr">{localDigits(phone, locale)}</span>
          </a>
        </p>
      ) : null}
      {box.data.email ? (
        <p>
          <a href={`mailto:${box.data.email}`} dir="ltr">
            {box.data.email}
          </a>
        </p>
      ) : null}
      {box.data.hours?.length ? (
        <>
          <ul className="contact-hours" aria-label={t`Opening hours (Tehran time)`}>
            {box.data.hours.map((h) => (
              <HoursLine key={`${h.from_day}-${h.to_day}`} h={h} />
            ))}
          </ul>
          <OpenNow hours={box.data.hours} />
        </>
      ) : null}
    </address>
  );
}
