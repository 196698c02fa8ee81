import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../../features/shell/StatusPage.tsx';

export const Route = createFileRoute('/{-$locale}/500')({ component: () => <ServerErrorPage /> });
