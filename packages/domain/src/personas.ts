/**
 * The seeded demo members the dev sign-in offers outside production (ruling 17), by the key
 * `POST /api/dev/sign-in {"as": ...}` takes. Server seed, tests, end-to-end journeys and the
 * web's dev sign-in all name them from here.
 */
export const DEV_PERSONAS = [
  'founder',
  'admin',
  'analyst',
  'support',
  'marketing',
  'premium',
  'free',
] as const;

export type DevPersonaKey = (typeof DEV_PERSONAS)[number];
