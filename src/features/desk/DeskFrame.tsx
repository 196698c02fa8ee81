/**
 * The staff desk's frame: its own header (the desk's sections for the person's roles, who is
 * signed in, the language, signing out) around a desk page, in antd's direction and locale for
 * the language. A section a role cannot use is not shown; the server refuses it anyway (403).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { Button, Tag } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { stripLocale } from '../../../shared/locale.ts';
import { AntdScope } from '../../ui/antd/AntdScope.tsx';
import { useLocaleParam } from '../../ui/use-locale.ts';
import { CURRENT_WHEN_SAME, useSectionLink } from '../../ui/link-state.ts';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';
import { deskSections, deskSignInHref, type DeskSection } from './desk-guard.ts';
import { deskSignOut, useDeskState } from './desk-client.ts';
import { RoleName } from './DeskParts.tsx';
import './desk.css';

function SectionName({ id }: { id: ReturnType<typeof deskSections>[number] }) {
  switch (id) {
    case 'tickets':
      return <Trans>Tickets</Trans>;
    case 'orders':
      return <Trans>Orders</Trans>;
    case 'reviews':
      return <Trans>Reviews</Trans>;
    case 'products':
      return <Trans>Prices and stock</Trans>;
    case 'organisations':
      return <Trans>Organisations</Trans>;
    case 'discounts':
      return <Trans>Discount codes</Trans>;
    case 'shipping':
      return <Trans>Shipping</Trans>;
    case 'staff':
      return <Trans>Staff</Trans>;
    case 'audit':
      return <Trans>Audit log</Trans>;
  }
}

/** A section of the desk: the page itself on the section's list, "the current item" on its other pages (an order, a ticket). */
function DeskNavLink({ id }: { id: DeskSection }) {
  const locale = useLocaleParam();
  return (
    <Link to={`/{-$locale}/desk/${id}`} params={{ locale }} className="desk-nav-link" {...useSectionLink(`/desk/${id}`)}>
      <SectionName id={id} />
    </Link>
  );
}

export function DeskFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const { status, session } = useDeskState();
  const href = useRouterState({ select: (s) => s.location.href });
  const path = useRouterState({ select: (s) => stripLocale(s.location.pathname) });
  const signingIn = path === '/desk/signin';
  // A document to print (a packing slip, an invoice) has its own bar, and nothing of the desk's.
  const paper = /^\/desk\/orders\/\d+\/(slip|invoice)$/.test(path);

  // A session that ended while the desk was open (signed out elsewhere, roles changed): to the sign-in, back here after.
  useEffect(() => {
    if (status === 'signedOut' && !signingIn) void navigate({ href: deskSignInHref(locale, href), replace: true });
  }, [status, signingIn, navigate, locale, href]);

  // On a phone the sections are one row that scrolls sideways: the current one is brought into it.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector('[aria-current]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const [r, c] = [row.getBoundingClientRect(), current.getBoundingClientRect()];
    // Physical offsets, and scrollBy: the same in both directions of writing.
    if (c.left < r.left) row.scrollBy({ left: c.left - r.left - 16 });
    else if (c.right > r.right) row.scrollBy({ left: c.right - r.right + 16 });
  }, [path, session]);

  if (signingIn || paper) return <AntdScope>{children}</AntdScope>;
  const sections = deskSections(session);
  return (
    <AntdScope>
      <div className="desk">
        <header className="desk-header">
          <Link to="/{-$locale}/desk" params={{ locale }} className="desk-brand" activeOptions={CURRENT_WHEN_SAME}>
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>
              <Trans>Store desk</Trans>
            </span>
          </Link>
          <nav ref={nav} className="desk-nav" aria-label={t`Desk sections`}>
            {sections.map((id) => (
              <DeskNavLink key={id} id={id} />
            ))}
          </nav>
          <div className="desk-me">
            {session ? (
              <span className="desk-person">
                <span>{session.staff.name}</span>
                {session.staff.roles.map((r) => (
                  <Tag key={r} bordered={false}>
                    <RoleName role={r} />
                  </Tag>
                ))}
              </span>
            ) : null}
            <LanguageSwitch />
            <Button onClick={() => void deskSignOut().catch(() => undefined)}>
              <Trans>Sign out</Trans>
            </Button>
          </div>
        </header>
        <div className="desk-content">{children}</div>
      </div>
    </AntdScope>
  );
}
