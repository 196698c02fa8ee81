import { useLingui } from '@lingui/react/macro';
import { notify } from '../../ui/notifications.tsx';

/**
 * Sends a page's address on: the device's own share sheet where it has one (a phone: a messenger,
 * e-mail), else the address copied for pasting, said in a notice. The address is the page's own,
 * without the query (a purchasing office forwards the product, not how it was reached).
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const share = async () => {
    const url = `${location.origin}${location.pathname}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (err) {
        // Closed without sharing: nothing to say. Refused (no user gesture left, a policy): copy instead.
        if (!(err instanceof DOMException && err.name === 'AbortError')) await copy(url);
      }
      return;
    }
    await copy(url);
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ kind: 'success', key: 'share', title: t`Link copied`, description: title });
    } catch {
      // No clipboard (an old browser, a denied permission): the address, to copy by hand.
      notify({ kind: 'warning', key: 'share', title: t`The link could not be copied: copy it from here`, description: url });
    }
  };
  return (
    <button type="button" className="compare-button" onClick={() => void share()}>
      <span aria-hidden="true">↗</span> <span>{t`Share`}</span>
    </button>
  );
}
