import { useLingui } from '@lingui/react/macro';
import type { Box } from '../../../contract/content.ts';
import { localDigits } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { OpenNow } from './ContactDetails.tsx';

/** The desktop's extra widget (spec §2, wide screens only): the phone and whether the store is open now. */
export function ContactWidget({ box }: { box: Box | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const phone = box?.data.phone;
  if (!box || !phone) return null;
  return (
    <aside className="contact-widget" aria-label={t`Contact`}>
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
        </svg>
        <span dir="ltr">{localDigits(phone, locale)}</span>
      </a>
      {box.data.hours?.length ? <OpenNow hours={box.data.hours} /> : null}
    </aside>
  );
}
