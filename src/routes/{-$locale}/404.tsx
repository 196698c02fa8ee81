import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/shell/StatusPage.tsx';

export const Route = createFileRoute('/{-$locale}/404')({ component: NotFoundPage });
