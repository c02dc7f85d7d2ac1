import type { FirebaseScryptParameters } from './firebase-scrypt';

/**
 * The published example of github.com/firebase/scrypt (its README): a project's sample
 * password-hash parameters and an exported account's hash and salt for `user1password`. Tests
 * use it so that a match proves the algorithm, not our own inverse of it.
 */
const SIGNER_KEY =
  'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==';
const SALT_SEPARATOR = 'Bw==';

export const FIREBASE_VECTOR = {
  /** The parameters as the server's environment takes them. */
  env: {
    FIREBASE_HASH_SIGNER_KEY: SIGNER_KEY,
    FIREBASE_HASH_SALT_SEPARATOR: SALT_SEPARATOR,
    FIREBASE_HASH_ROUNDS: '8',
    FIREBASE_HASH_MEM_COST: '14',
  },
  parameters: {
    signerKey: Buffer.from(SIGNER_KEY, 'base64'),
    saltSeparator: Buffer.from(SALT_SEPARATOR, 'base64'),
    rounds: 8,
    memCost: 14,
  } satisfies FirebaseScryptParameters,
  email: 'user1@test.com',
  password: 'user1password',
  passwordHash:
    'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
  salt: '42xEC+ixf3L2lw==',
};
