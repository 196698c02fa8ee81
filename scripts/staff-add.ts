/**
 * `npm run staff:add -- 09121234567 --role admin [--role support …] [--name "Maryam Karimi"]`:
 * adds a person to the store's staff from the machine itself (the first admin; afterwards admins
 * add the others in the desk). Written to the audit log as done by a command. Uses the server's
 * database (DATABASE_URL, or PGlite in DATA_DIR: stop that server first).
 */
import { STAFF_ROLES, type StaffRole } from '../contract/constants.ts';
import { isValidMobile, normalizePhone } from '../shared/phone.ts';
import { DomainError } from '../server/domain-error.ts';
import { addStaff } from '../server/modules/staff/staff-repo.ts';
import { withServerDb } from './server-db-cli.ts';

const args = process.argv.slice(2);
const valuesOf = (flag: string) => args.flatMap((a, i) => (a === flag && args[i + 1] ? [args[i + 1]!] : []));
const mobile = normalizePhone(args.find((a, i) => !a.startsWith('-') && !['--role', '--name'].includes(args[i - 1] ?? '')) ?? '');
const roles = valuesOf('--role');
const name = valuesOf('--name')[0] ?? 'Store admin';
const usage = `usage: npm run staff:add -- 09121234567 --role admin [--role support] [--name "Full name"]; roles: ${STAFF_ROLES.join(', ')}`;

if (!isValidMobile(mobile)) {
  console.error(`An Iranian mobile number is needed, e.g. 09121234567.\n${usage}`);
  process.exit(2);
}
const unknown = roles.filter((r) => !(STAFF_ROLES as readonly string[]).includes(r));
if (!roles.length || unknown.length) {
  console.error(`${unknown.length ? `Unknown role: ${unknown.join(', ')}. ` : 'At least one role is needed. '}${usage}`);
  process.exit(2);
}
await withServerDb(async (handle) => {
  try {
    const person = await addStaff(handle.db, { mobile, name, roles: roles as StaffRole[] }, null);
    console.log(`Added ${person.name} (${person.mobile.slice(0, 4)}…${person.mobile.slice(-2)}) to the staff as ${person.roles.join(', ')}: they sign in at /desk with this number.`);
  } catch (err) {
    if (err instanceof DomainError) {
      console.error(err.message);
      process.exitCode = 1;
      return;
    }
    throw err;
  }
});
