import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatDateTime } from '../i18n/format.ts';
import { markSavedCopy } from './saved-copy.ts';
import { useLocale } from './use-locale.ts';

/**
 * Shown on a page read from this device's copy: when that copy was saved (nothing when it is
 * fresh). Such a page reads again once the network and the member's session are back (the
 * session's watch does it, once): what was sent meanwhile (by this page, another tab or the
 * service worker) then shows as the server has it, and the note goes.
 */
export function SavedNote({ savedAt }: { savedAt: number | null }) {
  const locale = useLocale();
  useEffect(() => (savedAt === null ? undefined : markSavedCopy()), [savedAt]);
  if (savedAt === null) return null;
  const when = formatDateTime(new Date(savedAt), locale);
  return (
    <p className="saved-note" role="status">
      <Trans>Saved on this device: {when}</Trans>
    </p>
  );
}
