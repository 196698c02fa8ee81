import { createFileRoute } from '@tanstack/react-router';
import { DeskDiscountsPage } from '../../../features/desk/DeskDiscountsPage.tsx';

export const Route = createFileRoute('/{-$locale}/desk/discounts')({
  component: DeskDiscountsPage,
});
