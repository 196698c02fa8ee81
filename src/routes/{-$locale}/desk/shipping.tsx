import { createFileRoute } from '@tanstack/react-router';
import { DeskShippingPage } from '../../../features/desk/DeskShippingPage.tsx';

export const Route = createFileRoute('/{-$locale}/desk/shipping')({
  component: DeskShippingPage,
});
