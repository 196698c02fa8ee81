import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/desk`: the person's first section. */
export const Route = createFileRoute('/{-$locale}/desk/')({
  beforeLoad: async ({ params, context }) => {
    const { deskHome } = await import('../../../features/desk/desk-guard.ts');
    throw redirect({ href: deskHome(params.locale === 'en' ? 'en' : undefined, context.staff), replace: true });
  },
});
