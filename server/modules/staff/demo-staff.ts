/**
 * Demo mode only (DEMO_MODE, never with NODE_ENV=production): the demo's desk people, one per role,
 * so that the desk can be tried on a fresh machine. They sign in as anyone does, with the code the
 * demo outbox shows. A store that is not a demo gets its first admin from `npm run staff:add`.
 */
import { count } from 'drizzle-orm';
import type { StaffRole } from '../../../contract/constants.ts';
import type { Db } from '../../db/create-db.ts';
import { staff } from '../../db/schema.ts';
import { addStaff } from './staff-repo.ts';

/** National numbers (the mobile without its 0): 0912 111 0001 is the admin, and so on. */
export const DEMO_STAFF: { mobile: string; name: string; roles: StaffRole[] }[] = [
  { mobile: '9121110001', name: 'مریم کاظمی', roles: ['admin'] },
  { mobile: '9121110002', name: 'علی رضایی', roles: ['support'] },
  { mobile: '9121110003', name: 'حسین مرادی', roles: ['fulfilment'] },
  { mobile: '9121110004', name: 'نگار احمدی', roles: ['catalogue'] },
  { mobile: '9121110005', name: 'زهرا کریمی', roles: ['moderator'] },
  { mobile: '9121110006', name: 'امید صادقی', roles: ['support'] },
  { mobile: '9121110007', name: 'پریسا نوری', roles: ['accounts'] },
];

/** Adds the demo's staff to a store that has never had any; true when it did. */
export async function seedDemoStaff(db: Db): Promise<boolean> {
  const [had] = await db.select({ n: count() }).from(staff);
  if (Number(had?.n ?? 0) > 0) return false;
  for (const person of DEMO_STAFF) await addStaff(db, person, null);
  return true;
}
