import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Code } from '../../ui/Code.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { looksLikeGs1, readGs1 } from '../../../shared/gs1.ts';
import { fetchLot } from '../../product/catalog-api.ts';
import { lotRecord, storeToday, type LotRecord } from './box-check.ts';
import { BoxResult, type BoxFound } from './BoxResult.tsx';
import { createCodeReader } from './code-reader.ts';
import { productForCode, productForGtin } from './find-product.ts';
import { readScanned } from './scanned-code.ts';
import './scan.css';

type Camera = 'starting' | 'scanning' | 'denied' | 'absent' | 'failed';
type Lookup = { state: 'idle' } | { state: 'looking'; code: string } | { state: 'unknown'; code: string } | { state: 'unreadable' } | { state: 'badGs1' } | ({ state: 'box' } & BoxFound);

/** How often a camera frame is read. */
const FRAME_MS = 250;

/**
 * `/scan`: the camera reads the code on a product's box or label and the product opens, from the
 * device's saved catalogue when offline. A refused or missing camera is explained; the code can
 * always be typed instead.
 */
export function ScanPage() {
  const { t } = useLingui();
  usePageTitle(t`Scan a code`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const busy = useRef(false);
  // The box on screen: the camera, still pointed at it, reads it again and again.
  const shown = useRef<string | null>(null);
  // What the member typed is answered and stays on screen: the camera, still pointed at another
  // code, does not replace it until the field is edited or the camera is asked for again.
  const [typed, setTyped] = useState(false);
  const held = useRef(false);
  const hold = (on: boolean) => {
    held.current = on;
    setTyped(on);
  };

  /** A GS1 code with a lot or an expiry (a DataMatrix on a box): what it says, on this page. */
  const showBox = async (raw: string, today: string, code: NonNullable<ReturnType<typeof readGs1>>) => {
    shown.current = raw;
    setLookup({ state: 'box', code, today, product: 'looking', record: { state: code.lot ? 'checking' : 'none' } });
    const product = await productForGtin(locale, code.gtin);
    let record: LotRecord = { state: 'none' };
    if (product && code.lot) record = await fetchLot(locale, product.id, code.lot).then((lot) => lotRecord(lot, code.expiry), () => ({ state: 'unchecked' }) as const);
    if (shown.current === raw) setLookup({ state: 'box', code, today, product, record });
  };

  const open = async (raw: string) => {
    if (busy.current || raw === shown.current) return;
    const today = storeToday();
    const gs1 = readGs1(raw, Number(today.slice(0, 4)));
    if (gs1 && (gs1.lot || gs1.expiry || gs1.serial)) {
      busy.current = true;
      return showBox(raw, today, gs1).finally(() => (busy.current = false));
    }
    // Anything else replaces the box shown, and the camera reads again.
    shown.current = null;
    // A GS1 code that does not add up (a wrong check digit or date, often a typing slip).
    if (!gs1 && looksLikeGs1(raw)) return setLookup({ state: 'badGs1' });
    // A bare GTIN (the box's EAN-13): its product's page.
    if (gs1) {
      busy.current = true;
      try {
        setLookup({ state: 'looking', code: gs1.gtin });
        const product = await productForGtin(locale, gs1.gtin);
        if (product) return void (await navigate({ to: '/{-$locale}/product/$productId/$slug', params: { locale: localeParam, productId: String(product.id), slug: product.seo.url_keywords || '-' } }));
      } finally {
        busy.current = false;
      }
    }
    const scanned = readScanned(raw, window.location.origin);
    if (scanned.kind === 'nothing') return setLookup({ state: 'unreadable' });
    busy.current = true;
    try {
      const productId = scanned.kind === 'product' ? scanned.id : (setLookup({ state: 'looking', code: scanned.code }), await productForCode(locale, scanned.code));
      if (productId === null) return setLookup({ state: 'unknown', code: scanned.kind === 'code' ? scanned.code : raw });
      await navigate({ to: '/{-$locale}/product/$productId/$slug', params: { locale: localeParam, productId: String(productId), slug: '-' } });
    } finally {
      busy.current = false;
    }
  };
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('absent');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (err) {
        const name = (err as DOMException).name;
        return live && setCamera(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'absent' : 'failed');
      }
      if (!live || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const reader = await createCodeReader().catch(() => null);
      if (!live) return;
      if (!reader) return setCamera('failed');
      setCamera('scanning');
      const frame = async () => {
        if (!live) return;
        const v = video.current;
        // Not while a box's result is on screen: it stays until the member asks to scan another.
        if (v && v.readyState >= 2 && !busy.current && !held.current && shown.current === null) {
          const codes = await reader.detect(v).catch(() => []);
          const first = codes.find((c) => c.rawValue.trim());
          if (first && live) await openRef.current(first.rawValue);
        }
        if (live) timer = setTimeout(() => void frame(), FRAME_MS);
      };
      void frame();
    };
    void start();
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const code = lookup.state === 'looking' || lookup.state === 'unknown' ? <Code>{lookup.code}</Code> : null;
  const again = () => {
    shown.current = null;
    hold(false);
    setLookup({ state: 'idle' });
  };
  return (
    <div className="container scan-page">
      <h1>
        <Trans>Scan a code</Trans>
      </h1>
      <p>
        <Trans>Point the camera at the code on the box or the label: a QR code, a barcode (Code 128, EAN-13) or a DataMatrix. A box's GS1 code also says its lot and whether it has expired.</Trans>
      </p>
      {lookup.state === 'box' ? <BoxResult found={lookup} onAgain={again} /> : null}
      <div className="scan-view" data-camera={camera}>
        <video ref={video} muted playsInline aria-label={t`The camera's picture`} />
        {camera === 'scanning' ? <div className="scan-frame" aria-hidden="true" /> : null}
      </div>
      <p className="scan-state" role="status">
        {camera === 'starting' ? (
          <Trans>Opening the camera…</Trans>
        ) : camera === 'scanning' ? (
          lookup.state === 'looking' ? (
            <Trans>Looking for {code}…</Trans>
          ) : typed && lookup.state !== 'box' ? (
            <>
              <Trans>The camera waits while the code you typed is answered.</Trans>{' '}
              <button type="button" className="button-secondary" onClick={again}>
                <Trans>Scan with the camera</Trans>
              </button>
            </>
          ) : (
            <Trans>Looking for a code…</Trans>
          )
        ) : camera === 'denied' ? (
          <Trans>The camera is not allowed for this site. Allow it in the browser's site settings (the icon beside the address) and open this page again, or type the code below.</Trans>
        ) : camera === 'absent' ? (
          <Trans>This device has no camera the browser can use. Type the code below.</Trans>
        ) : (
          <Trans>The camera could not be started. Type the code below.</Trans>
        )}
      </p>
      {lookup.state === 'unknown' ? (
        <p className="field-error" role="alert">
          <Trans>
            No product with the code {code} on this device. Online, try again; to find it offline next time,{' '}
            <Link to="/{-$locale}/offline" params={{ locale: localeParam }}>
              save its category for offline
            </Link>
            .
          </Trans>
        </p>
      ) : lookup.state === 'badGs1' ? (
        <p className="field-error" role="alert">
          <Trans>This GS1 code does not add up: a check digit or a date in it is wrong. Type it again from the text printed under the code.</Trans>
        </p>
      ) : lookup.state === 'unreadable' ? (
        <p className="field-error" role="alert">
          <Trans>That is not a product code of this store.</Trans>
        </p>
      ) : null}
      <form
        className="scan-type"
        onSubmit={(e) => {
          e.preventDefault();
          const raw = String(new FormData(e.currentTarget).get('code') ?? '');
          if (!raw.trim()) return;
          hold(true);
          // Typed again: the code is looked up even if the camera showed it a moment ago.
          if (raw === shown.current) shown.current = null;
          void open(raw);
        }}
      >
        <label htmlFor={`${id}-code`}>
          <Trans>Or type the code</Trans>
        </label>
        <div className="search-row">
          <input id={`${id}-code`} name="code" onInput={() => held.current && lookup.state !== 'box' && hold(false)} dir="ltr" autoComplete="off" autoCapitalize="characters" enterKeyHint="go" placeholder="AS-PGA-01" />
          <button type="submit" className="button-primary">
            <Trans>Find</Trans>
          </button>
        </div>
      </form>
    </div>
  );
}
