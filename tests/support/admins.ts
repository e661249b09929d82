import type { Role } from '../../src/shared/roles';
import { grantRole } from '../../src/server/roles/operations';
import { signedInOwner, type Owner } from './owners';
import type { TestServer } from './test-server';

/** A signed-in account holding a role, granted the way `npm run admin:grant` does it. */
export async function signedInStaff(app: TestServer, role: Role): Promise<Owner> {
  const account = await signedInOwner(app);
  const granted = await grantRole(app.db, { email: account.email, role, grantedBy: null });
  if (!granted) throw new Error(`no account ${account.email}`);
  return account;
}
