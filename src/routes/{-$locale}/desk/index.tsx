import { createFileRoute, redirect } from '@tanstack/react-router';
import { deskHome } from '../../../features/desk/desk-guard.ts';

/** `/desk`: the person's first section. */
export const Route = createFileRoute('/{-$locale}/desk/')({
  beforeLoad: ({ params, context }) => {
    throw redirect({ href: deskHome(params.locale === 'en' ? 'en' : undefined, context.staff), replace: true });
  },
});
