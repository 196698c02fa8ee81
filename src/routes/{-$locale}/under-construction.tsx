import { createFileRoute } from '@tanstack/react-router';
import { UnderConstructionPage } from '../../features/shell/StatusPage.tsx';

/** Spec §2: a part of the site still being built, shown without the header and footer. */
export const Route = createFileRoute('/{-$locale}/under-construction')({ component: UnderConstructionPage });
