import { useLingui } from '@lingui/react/macro';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { notify } from '../../ui/notifications.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { toggleCompare, useCompareIds } from './compare-ids.ts';
import { COMPARE_MAX_ITEMS } from './compare-rules.ts';

/** Adds a product to (or takes it out of) the comparison kept on this device. */
export function CompareButton({ product, compact = false }: { product: ProductListItem; compact?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const ids = useCompareIds();
  const on = ids.has(product.id);
  const title = product.title;
  const toggle = async () => {
    const result = await toggleCompare(product, locale);
    if (result === 'removed') return;
    if (result === 'full') {
      const max = COMPARE_MAX_ITEMS;
      notify({ kind: 'warning', key: 'compare', title: t`Compare is full`, description: t`Remove a product to add another; up to ${max} are compared.` });
    } else {
      notify({ kind: 'success', key: 'compare', title: t`Added to compare`, description: title });
    }
  };
  return (
    <button
      type="button"
      className={`compare-button${compact ? ' is-compact' : ''}`}
      aria-pressed={on}
      onClick={() => void toggle()}
      aria-label={compact ? (on ? t`Remove ${title} from compare` : t`Compare ${title}`) : undefined}
    >
      <span aria-hidden="true">⇄</span>
      {compact ? null : <span>{on ? t`In compare` : t`Compare`}</span>}
    </button>
  );
}
