import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { CategoryNode } from '../../../contract/catalog.ts';
import { ApiCallError } from '../../device/api/client.ts';
import type { PackRow } from '../../device/db/app-db.ts';
import { formatDateTime, formatNumber, formatPercent, sizeParts } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { notify } from '../../ui/notifications.tsx';
import { useOnline } from '../../ui/use-online.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { askPersistence, persistence, storageEstimate, type Persistence } from './device-storage.ts';
import { estimatePack, packCategories, pausePack, refreshPack, removePack, resumePack, savePack, type PackEstimate } from './pack-downloader.ts';
import { progressOf } from './pack-planner.ts';
import { usePacks } from './use-packs.ts';
import './packs.css';

/** "about 1.2 MB", in the page's digits and words. */
function useSize(): (bytes: number) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return (bytes) => {
    const { value, unit } = sizeParts(bytes, locale);
    return unit === 'kB' ? t`${value} kB` : t`${value} MB`;
  };
}

type Estimating = { state: 'idle' } | { state: 'busy' } | { state: 'ready'; estimate: PackEstimate; free: number | null } | { state: 'error'; offline: boolean };

/**
 * `/offline`: save chosen categories, or the whole catalogue, on this device, with its size told
 * before and its progress shown during the download; the saved packs, their date, refresh and removal.
 */
export function PacksPage({ preselect }: { preselect: number | null }) {
  const { t } = useLingui();
  usePageTitle(t`Save for offline`);
  const locale = useLocale();
  const online = useOnline();
  const packs = usePacks();
  const [tree, setTree] = useState<CategoryNode[] | null>(null);
  const [whole, setWhole] = useState(false);
  const [chosen, setChosen] = useState<number[]>(preselect ? [preselect] : []);
  const [estimating, setEstimating] = useState<Estimating>({ state: 'idle' });
  const [kept, setKept] = useState<Persistence | null>(null);

  useEffect(() => {
    void persistence().then(setKept);
  }, []);
  useEffect(() => {
    if (!online || tree) return;
    let live = true;
    packCategories(locale).then(
      (nodes) => live && setTree(nodes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [online, tree, locale]);

  const toggle = (id: number) => {
    setEstimating({ state: 'idle' });
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  };
  const check = async () => {
    setEstimating({ state: 'busy' });
    try {
      const [estimate, storage] = await Promise.all([estimatePack(locale, whole ? { kind: 'all' } : { kind: 'categories', ids: chosen }), storageEstimate()]);
      setEstimating({ state: 'ready', estimate, free: storage ? storage.quota - storage.usage : null });
    } catch (err) {
      setEstimating({ state: 'error', offline: err instanceof ApiCallError && err.offline });
    }
  };
  const save = async (estimate: PackEstimate) => {
    setEstimating({ state: 'idle' });
    if (kept !== 'granted') setKept(await askPersistence());
    await savePack(estimate);
  };
  const nothingChosen = !whole && chosen.length === 0;

  return (
    <div className="container packs-page">
      <h1>
        <Trans>Save for offline</Trans>
      </h1>
      <p>
        <Trans>Save the categories you need on this device: their products open, and can be searched, with no connection at all, on a ward or in a store room.</Trans>
      </p>
      <KeptNote kept={kept} />

      <section aria-labelledby="saved-packs">
        <h2 id="saved-packs">
          <Trans>Saved on this device</Trans>
        </h2>
        {packs === undefined ? null : packs.length === 0 ? (
          <p className="muted">
            <Trans>Nothing saved yet.</Trans>
          </p>
        ) : (
          <ul className="pack-list">
            {packs.map((p) => (
              <PackCard key={p.id} pack={p} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="save-more">
        <h2 id="save-more">
          <Trans>Choose what to save</Trans>
        </h2>
        {!online ? (
          <p className="offline-note" role="status">
            <Trans>You are offline: connect to the internet to choose and save more.</Trans>
          </p>
        ) : (
          <>
            <fieldset className="pack-choice">
              <legend className="visually-hidden">
                <Trans>What to save</Trans>
              </legend>
              <label className="check-label">
                <input
                  type="radio"
                  name="pack-scope"
                  checked={!whole}
                  onChange={() => {
                    setWhole(false);
                    setEstimating({ state: 'idle' });
                  }}
                />{' '}
                <Trans>Chosen categories</Trans>
              </label>
              <label className="check-label">
                <input
                  type="radio"
                  name="pack-scope"
                  checked={whole}
                  onChange={() => {
                    setWhole(true);
                    setEstimating({ state: 'idle' });
                  }}
                />{' '}
                <Trans>The whole catalogue</Trans>
              </label>
            </fieldset>
            {!whole ? tree ? <CategoryChoice nodes={tree} chosen={chosen} onToggle={toggle} /> : <p className="muted"><Trans>Loading the categories…</Trans></p> : null}
            <div className="form-actions">
              <button type="button" className="button-secondary" disabled={nothingChosen || estimating.state === 'busy'} onClick={() => void check()}>
                {estimating.state === 'busy' ? <Trans>Counting…</Trans> : <Trans>How much is it?</Trans>}
              </button>
            </div>
            {estimating.state === 'ready' ? <EstimateCard estimating={estimating} onSave={(e) => void save(e)} /> : null}
            {estimating.state === 'error' ? (
              <p className="field-error" role="alert">
                {estimating.offline ? <Trans>The connection was lost: try again once you are online.</Trans> : <Trans>The catalogue could not be counted. Try again.</Trans>}
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function KeptNote({ kept }: { kept: Persistence | null }) {
  if (kept === 'granted') {
    return (
      <p className="muted" role="status">
        <Trans>Your browser keeps what you save here, even when the device runs low on space.</Trans>
      </p>
    );
  }
  if (kept === 'denied') {
    return (
      <p className="muted" role="status">
        <Trans>Your browser may clear what you save here if the device runs low on space; installing the app usually lets it keep it.</Trans>
      </p>
    );
  }
  return null;
}

function CategoryChoice({ nodes, chosen, onToggle, nested = false }: { nodes: CategoryNode[]; chosen: number[]; onToggle: (id: number) => void; nested?: boolean }) {
  return (
    <ul className={nested ? 'pack-tree nested' : 'pack-tree'}>
      {nodes.map((n) => (
        <li key={n.id}>
          <label className="check-label">
            <input type="checkbox" checked={chosen.includes(n.id)} onChange={() => onToggle(n.id)} /> {n.title}
          </label>
          {n.children.length ? <CategoryChoice nodes={n.children} chosen={chosen} onToggle={onToggle} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

function EstimateCard({ estimating, onSave }: { estimating: Extract<Estimating, { state: 'ready' }>; onSave: (e: PackEstimate) => void }) {
  const locale = useLocale();
  const sizeOf = useSize();
  const { estimate, free } = estimating;
  const n = formatNumber(estimate.plan.products, locale);
  const size = sizeOf(estimate.plan.estimate_bytes);
  const freeText = free === null ? '' : sizeOf(free);
  const tooBig = free !== null && estimate.plan.estimate_bytes > free;
  return (
    <div className="pack-estimate" role="status">
      <p>
        {estimate.plan.products === 1 ? <Trans>{n} product, about {size}.</Trans> : <Trans>{n} products, about {size}.</Trans>}{' '}
        {free !== null ? <Trans>This device has about {freeText} free.</Trans> : null}
      </p>
      {tooBig ? (
        <p className="field-error">
          <Trans>There is not enough free space on this device for this choice: choose fewer categories.</Trans>
        </p>
      ) : (
        <button type="button" className="button-primary" onClick={() => onSave(estimate)}>
          <Trans>Save for offline</Trans>
        </button>
      )}
    </div>
  );
}

function PackCard({ pack: p }: { pack: PackRow }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const online = useOnline();
  const title = p.titles.length ? p.titles.join(locale === 'fa' ? '، ' : ', ') : t`The whole catalogue`;
  const sizeOf = useSize();
  const n = formatNumber(p.products, locale);
  const size = sizeOf(p.bytes_done);
  const percent = formatPercent(progressOf(p), locale);
  const when = p.saved_at ? formatDateTime(new Date(p.saved_at), locale) : '';
  return (
    <li className="pack-card" data-status={p.status} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {title}
        {p.locale !== locale ? <span className="pack-lang">{p.locale === 'fa' ? t`in Persian` : t`in English`}</span> : null}
      </h3>
      <p className="muted">
        {p.products === 1 ? <Trans>{n} product · {size}</Trans> : <Trans>{n} products · {size}</Trans>}
        {p.saved_at ? (
          <>
            {' · '}
            <Trans>saved {when}</Trans>
          </>
        ) : null}
      </p>
      {p.status !== 'done' ? <progress max={1} value={progressOf(p)} aria-label={t`Saved so far`} /> : null}
      <p className="pack-state">
        {p.status === 'downloading' ? (
          <Trans>Saving… {percent}</Trans>
        ) : p.status === 'done' ? (
          <Trans>Ready offline.</Trans>
        ) : p.problem === 'quota' ? (
          <Trans>This device ran out of space at {percent}: remove a pack or free some space, then try again.</Trans>
        ) : p.problem === 'offline' ? (
          <Trans>The connection was lost at {percent}: it carries on by itself when you are back online.</Trans>
        ) : p.problem === 'server' ? (
          <Trans>The server did not answer at {percent}: try again later.</Trans>
        ) : (
          <Trans>Stopped at {percent}.</Trans>
        )}
      </p>
      <div className="form-actions">
        {p.status === 'downloading' ? (
          <button type="button" className="button-secondary" onClick={() => void pausePack(p.id)}>
            <Trans>Stop</Trans>
          </button>
        ) : p.status === 'done' ? (
          <button type="button" className="button-secondary" disabled={!online} onClick={() => void refreshPack(p.id).catch(() => notify({ kind: 'error', title: t`The pack could not be updated. Try again online.` }))}>
            <Trans>Update now</Trans>
          </button>
        ) : (
          <button type="button" className="button-secondary" disabled={!online} onClick={() => void resumePack(p.id)}>
            {p.problem === 'quota' || p.problem === 'server' ? <Trans>Try again</Trans> : <Trans>Resume</Trans>}
          </button>
        )}
        <button type="button" className="link-button is-danger" onClick={() => void removePack(p.id)} aria-label={t`Remove ${title}`}>
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}
