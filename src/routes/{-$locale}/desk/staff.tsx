import { createFileRoute } from '@tanstack/react-router';
import { DeskStaffPage } from '../../../features/desk/DeskStaffPage.tsx';

export const Route = createFileRoute('/{-$locale}/desk/staff')({
  component: DeskStaffPage,
});
