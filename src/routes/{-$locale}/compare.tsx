import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '../../features/compare/ComparePage.tsx';

/** No loader: the comparison lives on the device, so the page opens offline. */
export const Route = createFileRoute('/{-$locale}/compare')({ component: ComparePage });
