import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../i18n/format.ts';
import { useLocale } from './use-locale.ts';

/** Shown on a page read from this device's copy: when that copy was saved (nothing when it is fresh). */
export function SavedNote({ savedAt }: { savedAt: number | null }) {
  const locale = useLocale();
  if (savedAt === null) return null;
  const when = formatDateTime(new Date(savedAt), locale);
  return (
    <p className="saved-note" role="status">
      <Trans>Saved on this device: {when}</Trans>
    </p>
  );
}
