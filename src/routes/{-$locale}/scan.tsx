import { createFileRoute } from '@tanstack/react-router';
import { ScanPage } from '../../features/scan/ScanPage.tsx';

/** Scan a box's code: the camera and the device's catalogue, rendered on the device. */
export const Route = createFileRoute('/{-$locale}/scan')({ component: ScanPage });
