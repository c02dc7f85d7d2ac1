import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../../db/client';
import { verifyFirebasePassword, type FirebaseScryptParameters } from './firebase-scrypt';
import { findKeptFirebaseHash, replaceFirebaseHash } from './imported-password-repo';

/**
 * A member imported from the old Firebase app signs in with their old password (decision
 * 0050). Before better-auth's email and password sign-in runs, a member who has a kept
 * Firebase hash and no password of ours has the password checked against that hash (Firebase's
 * modified scrypt, with the project's parameters); when it matches, the hash is replaced with
 * ours, and better-auth's sign-in then finds that password and signs the member in. Any other
 * case is better-auth's to answer: "Invalid email or password" for a wrong one.
 */
export function importedPasswordSignIn(
  db: Database,
  parameters: FirebaseScryptParameters,
): BetterAuthPlugin {
  return {
    id: 'imported-password',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const { email, password } = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
            if (typeof email !== 'string' || typeof password !== 'string') return;
            // better-auth refuses a longer one before checking anything.
            if (password.length > ctx.context.password.config.maxPasswordLength) return;
            const kept = await findKeptFirebaseHash(db, email);
            if (!kept || !(await verifyFirebasePassword(password, kept, parameters))) return;
            await replaceFirebaseHash(db, kept.userId, await ctx.context.password.hash(password));
          }),
        },
      ],
    },
  };
}
