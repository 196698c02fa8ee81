import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/member/MemberPages.tsx';

export const Route = createFileRoute('/{-$locale}/dashboard/')({ component: ProfilePage });
