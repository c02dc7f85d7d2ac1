/**
 * Generated from the server's OpenAPI document by `npm run api:types`: do not edit.
 * A test fails when this file differs from what the current server generates.
 */
export interface paths {
  '/api/auth-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sign-in providers configured on this server, and dev personas outside production */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              providers: {
                id: string;
                name: string;
              }[];
              /** @description Whether members imported from the old app may sign in with their password (POST /api/auth/sign-in/email) */
              passwordSignIn: boolean;
              devPersonas: {
                /** @enum {string} */
                as: 'founder' | 'admin' | 'analyst' | 'support' | 'marketing' | 'premium' | 'free';
                name: string;
                roleLabel: string;
                image: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sign-in/email-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a sign-in link to a member's address; answered the same whether or not the address is a member's */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            /** @description Where to go once signed in */
            next?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              accepted: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dev/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in as a seeded persona (development only; never mounted in production) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            as: 'founder' | 'admin' | 'analyst' | 'support' | 'marketing' | 'premium' | 'free';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Me */
              user: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: {
                  founder: boolean;
                  admin: boolean;
                  analyst: boolean;
                  support: boolean;
                  blue_badge_trader: boolean;
                  premium_signals: boolean;
                  premium_trader: boolean;
                  booster: boolean;
                  crypto: boolean;
                  stocks: boolean;
                  forex: boolean;
                  free_signals: boolean;
                  marketing: boolean;
                  free_member: boolean;
                };
                /** @enum {number} */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                /**
                 * @description The badge tier in force: null without the badge, 1 when its tier is unknown
                 * @enum {number|null}
                 */
                badgeTier: 1 | 2 | 3 | null;
                credits: number;
                signalsUntil: string;
                banUntil: string;
                muteUntil: string;
                discipline: {
                  warn: number;
                  ban: number;
                  kick: number;
                  mute: number;
                };
                inviterId: string | null;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                createdAt: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The server's VAPID public key to subscribe a device with; null when push is off */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              publicKey: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's own push devices */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              devices: {
                id: number;
                label: string;
                /** @description The push service address: the web marks this device with it */
                endpoint: string;
                createdAt: string;
                lastSuccessAt: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Subscribe this device to the member's pushes (the browser's PushSubscription) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            endpoint: string;
            keys: {
              p256dh: string;
              auth: string;
            };
            label: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              device: {
                id: number;
                label: string;
                /** @description The push service address: the web marks this device with it */
                endpoint: string;
                createdAt: string;
                lastSuccessAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one of the member's own push devices; its waiting pushes go with it */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/missed-mail/off': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page asking to turn off the mails of missed messages (the digest's link) */
    get: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Turn off the mails of missed messages: the page's button, and mail clients' one-click unsubscribe (RFC 8058) */
    post: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's notification settings (defaults until they save any) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              settings: {
                kinds: {
                  mentions: boolean;
                  replies: boolean;
                  signals: boolean;
                  tickets: boolean;
                  messages: boolean;
                };
                quietHours: {
                  start: string;
                  end: string;
                } | null;
                timeZone: string;
                missedMail: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Save the member's notification settings */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kinds: {
              mentions: boolean;
              replies: boolean;
              signals: boolean;
              tickets: boolean;
              messages: boolean;
            };
            quietHours: {
              start: string;
              end: string;
            } | null;
            timeZone: string;
            missedMail: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              settings: {
                kinds: {
                  mentions: boolean;
                  replies: boolean;
                  signals: boolean;
                  tickets: boolean;
                  messages: boolean;
                };
                quietHours: {
                  start: string;
                  end: string;
                } | null;
                timeZone: string;
                missedMail: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member with role flags and priority */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Me */
              user: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: {
                  founder: boolean;
                  admin: boolean;
                  analyst: boolean;
                  support: boolean;
                  blue_badge_trader: boolean;
                  premium_signals: boolean;
                  premium_trader: boolean;
                  booster: boolean;
                  crypto: boolean;
                  stocks: boolean;
                  forex: boolean;
                  free_signals: boolean;
                  marketing: boolean;
                  free_member: boolean;
                };
                /** @enum {number} */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                /**
                 * @description The badge tier in force: null without the badge, 1 when its tier is unknown
                 * @enum {number|null}
                 */
                badgeTier: 1 | 2 | 3 | null;
                credits: number;
                signalsUntil: string;
                banUntil: string;
                muteUntil: string;
                discipline: {
                  warn: number;
                  ban: number;
                  kick: number;
                  mute: number;
                };
                inviterId: string | null;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                createdAt: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in: the member as /api/me answers, or null for a visitor */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Me */
              user: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: {
                  founder: boolean;
                  admin: boolean;
                  analyst: boolean;
                  support: boolean;
                  blue_badge_trader: boolean;
                  premium_signals: boolean;
                  premium_trader: boolean;
                  booster: boolean;
                  crypto: boolean;
                  stocks: boolean;
                  forex: boolean;
                  free_signals: boolean;
                  marketing: boolean;
                  free_member: boolean;
                };
                /** @enum {number} */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                /**
                 * @description The badge tier in force: null without the badge, 1 when its tier is unknown
                 * @enum {number|null}
                 */
                badgeTier: 1 | 2 | 3 | null;
                credits: number;
                signalsUntil: string;
                banUntil: string;
                muteUntil: string;
                discipline: {
                  warn: number;
                  ban: number;
                  kick: number;
                  mute: number;
                };
                inviterId: string | null;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                createdAt: string;
              } | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claim or remove an interest role (crypto, stocks, forex, free_signals) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'crypto' | 'stocks' | 'forex' | 'free_signals';
            claimed: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Me */
              user: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: {
                  founder: boolean;
                  admin: boolean;
                  analyst: boolean;
                  support: boolean;
                  blue_badge_trader: boolean;
                  premium_signals: boolean;
                  premium_trader: boolean;
                  booster: boolean;
                  crypto: boolean;
                  stocks: boolean;
                  forex: boolean;
                  free_signals: boolean;
                  marketing: boolean;
                  free_member: boolean;
                };
                /** @enum {number} */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                /**
                 * @description The badge tier in force: null without the badge, 1 when its tier is unknown
                 * @enum {number|null}
                 */
                badgeTier: 1 | 2 | 3 | null;
                credits: number;
                signalsUntil: string;
                banUntil: string;
                muteUntil: string;
                discipline: {
                  warn: number;
                  ban: number;
                  kick: number;
                  mute: number;
                };
                inviterId: string | null;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                createdAt: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/{slug}/pins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The channel's pinned messages, most recently pinned first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              messages: components['schemas']['ChatMessage'][];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/{slug}/threads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The threads of the channel the member takes part in, with the replies they have not read */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              threads: {
                rootId: number;
                unread: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/threads/{rootId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A thread: its root, its replies oldest first (after `after`) and the member's read position */
    get: {
      parameters: {
        query?: {
          after?: number;
        };
        header?: never;
        path: {
          rootId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              root: components['schemas']['ChatMessage'];
              replies: components['schemas']['ChatMessage'][];
              hasMore: boolean;
              lastReadId: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/threads/{rootId}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark the thread read up to a reply id */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          rootId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lastId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rootId: number;
              lastReadId: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Messages the member may read that match words and filters (from:, in:#channel, has:image, before:/after:YYYY-MM-DD), newest first; `highlights` are [start, end) offsets of the matches in the text */
    get: {
      parameters: {
        query: {
          q: string;
          before?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              results: {
                message: components['schemas']['ChatMessage'];
                highlights: {
                  start: number;
                  end: number;
                }[];
                threadRootId: number | null;
              }[];
              hasMore: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/{slug}/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set how much of a channel notifies the member: 'all', 'mentions' (the default) or 'muted' */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            level: 'all' | 'mentions' | 'muted';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              channel: string;
              /** @enum {string} */
              level: 'all' | 'mentions' | 'muted';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A range of the member list in its order (groups by priority 1 founder .. 7 free; in each, who is online or idle, then the others, by name), with the true size of every group */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              total: number;
              groups: {
                /**
                 * @description Null for the bots' group, listed after staff
                 * @enum {number|null}
                 */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7 | null;
                /** @enum {string} */
                label:
                  | 'Founder'
                  | 'Admin'
                  | 'Analyst'
                  | 'Staff'
                  | 'Boosters'
                  | 'Premium Member'
                  | 'Free Members'
                  | 'Bots';
                members: number;
                present: number;
                start: number;
              }[];
              offset: number;
              members: {
                id: string;
                name: string;
                image: string | null;
                /** @enum {number} */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                isBot: boolean;
                /** @enum {string} */
                status: 'online' | 'idle' | 'offline';
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/members/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members found by a few letters of their name, as the '@' menu and search's from: ask: names starting with them (spaces ignored) first, then, from three letters, names holding them */
    get: {
      parameters: {
        query: {
          q: string;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: {
                id: string;
                name: string;
                image: string | null;
                /** @enum {number} */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                isBot: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messages/{id}/reactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who reacted to a message with one emoji: the first 25 names in the order they reacted, the total and how many more; only where the reader may read */
    get: {
      parameters: {
        query: {
          emoji: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              emoji: string;
              count: number;
              members: {
                id: string;
                name: string;
              }[];
              more: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/members/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A member's card, as a message's author popover shows it: roles and joined date */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              image: string | null;
              /** @enum {number} */
              priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
              roles: (
                | 'founder'
                | 'admin'
                | 'analyst'
                | 'support'
                | 'blue_badge_trader'
                | 'premium_signals'
                | 'premium_trader'
                | 'booster'
                | 'crypto'
                | 'stocks'
                | 'forex'
                | 'free_signals'
                | 'marketing'
                | 'free_member'
              )[];
              isBot: boolean;
              joinedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/{slug}/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark unread from a message: the member's read position moves to just before it; returns the new counts */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            messageId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              counts: {
                channel: string;
                unread: number;
                mentions: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The channels the member may read, in sidebar order, with write access and unread/mention counts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              channels: {
                slug: string;
                label: string;
                /** @enum {string} */
                group: 'main' | 'text' | 'interactive' | 'staff' | 'tickets' | 'messages';
                topic: string;
                /** @enum {boolean} */
                read: true;
                write: boolean;
                /** @enum {string} */
                reason:
                  | 'ok'
                  | 'not_found'
                  | 'no_permission'
                  | 'locked'
                  | 'closed'
                  | 'banned'
                  | 'muted'
                  | 'unavailable';
                unread: number;
                mentions: number;
                /** @enum {string} */
                notify: 'all' | 'mentions' | 'muted';
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/{slug}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of a channel: the newest 100, older ones with `before`, everything after `after`, or the page around a message with `around` (then `hasNewer` says newer ones follow) */
    get: {
      parameters: {
        query?: {
          before?: number;
          after?: number;
          around?: number;
          limit?: number;
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              messages: components['schemas']['ChatMessage'][];
              hasMore: boolean;
              hasNewer?: boolean;
              seq: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/{slug}/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What changed in a channel's messages after change `since` (decision 0056): each changed message as it now is, or `tooFarBehind` when the client must reload its window */
    get: {
      parameters: {
        query: {
          since: string;
        };
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tooFarBehind: boolean;
              seq: number;
              messages: components['schemas']['ChatMessage'][];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/{slug}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark the channel read up to a message id; returns the new counts */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lastId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              counts: {
                channel: string;
                unread: number;
                mentions: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a support ticket (the ask channel's 'open a ticket'); answers its channel name */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ticket: {
                name: string;
                number: number;
                open: boolean;
                /** @description One-on-one support (Blue Badge tier 3): the staff were pinged */
                priority: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/{name}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A ticket's member list: who can read it, its opener while it is open and the ticket staff */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: {
                id: string;
                name: string;
                image: string | null;
                /** @enum {number} */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                isBot: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/closed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Closed tickets, most recently closed first: every one for ticket staff, a member's own for a member; `search` finds a number or an opener's name */
    get: {
      parameters: {
        query?: {
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tickets: {
                name: string;
                number: number;
                openerName: string;
                closedAt: string | null;
                closedByName: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tickets/{name}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reopen a closed ticket (founder, admin or support); the bot says who reopened it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ticket: {
                name: string;
                number: number;
                open: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a direct conversation with one to four members, or open the one they already have */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            memberIds: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversation: {
                name: string;
                created: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A conversation's members, staff marked and look-alike names flagged; only to its members */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversation: {
                name: string;
                label: string;
                write: boolean;
                members: {
                  id: string;
                  name: string;
                  image: string | null;
                  /** @enum {number} */
                  priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                  roles: (
                    | 'founder'
                    | 'admin'
                    | 'analyst'
                    | 'support'
                    | 'blue_badge_trader'
                    | 'premium_signals'
                    | 'premium_trader'
                    | 'booster'
                    | 'crypto'
                    | 'stocks'
                    | 'forex'
                    | 'free_signals'
                    | 'marketing'
                    | 'free_member'
                  )[];
                  isBot: boolean;
                  staff: boolean;
                  /** @description Not staff, with a name that reads as a staff member's: warn the others */
                  looksLikeStaff: boolean;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{name}/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a conversation to staff: opens a support ticket quoting its latest messages */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ticket: {
                name: string;
                number: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/direct-messages/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who may write to the member, and the members they blocked (private to them) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              privacy: 'everyone' | 'paid' | 'staff' | 'nobody';
              blocked: {
                id: string;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Choose who may write to you: everyone, members sharing a paid role, staff, nobody */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            privacy: 'everyone' | 'paid' | 'staff' | 'nobody';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              privacy: 'everyone' | 'paid' | 'staff' | 'nobody';
              blocked: {
                id: string;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/direct-messages/blocks/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Block a member: no messages either way; they are not told */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              privacy: 'everyone' | 'paid' | 'staff' | 'nobody';
              blocked: {
                id: string;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Unblock a member */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              privacy: 'everyone' | 'paid' | 'staff' | 'nobody';
              blocked: {
                id: string;
                name: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/direct-messages/community': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The community's direct-message settings (the founder's) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Members may write to members (staff always may) */
              membersMayMessage: boolean;
              /** @description Hours a new account waits before it may start conversations */
              newAccountHours: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Turn member-to-member messages off or on for the community, and set the new-account wait */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Members may write to members (staff always may) */
            membersMayMessage: boolean;
            /** @description Hours a new account waits before it may start conversations */
            newAccountHours: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Members may write to members (staff always may) */
              membersMayMessage: boolean;
              /** @description Hours a new account waits before it may start conversations */
              newAccountHours: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/polls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The polls of the polls channel, newest first, with counts and the member’s vote */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              polls: {
                id: number;
                header: string;
                text: string;
                options: {
                  index: number;
                  label: string;
                  count: number;
                }[];
                myVote: number | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/polls/{id}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vote for an option, change the vote, or clear it with `option: null` (spec §4) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            option: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              poll: {
                id: number;
                header: string;
                text: string;
                options: {
                  index: number;
                  label: string;
                  count: number;
                }[];
                myVote: number | null;
                createdAt: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/moderation/banned-words': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The banned words list */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              words: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Add a banned word */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            word: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              words: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/moderation/banned-words/{word}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a banned word */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          word: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              words: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/moderation/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Moderation and admin actions, newest first: who did what to whom, when */
    get: {
      parameters: {
        query?: {
          action?: string;
          target?: string;
          before?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              entries: {
                id: number;
                actorId: string | null;
                actorName: string | null;
                action: string;
                targetId: string | null;
                targetName: string | null;
                channel: string | null;
                details: {
                  [key: string]: unknown;
                };
                createdAt: string;
              }[];
              nextBefore: number | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active signals (premium signals, staff and analysts), the trade history and per-analyst figures */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              canRead: boolean;
              canManage: boolean;
              active: {
                id: number;
                name: string;
                /** @description The level as the analyst typed it, decimals kept: '1.0920' */
                entry: string;
                /** @description The level as the analyst typed it, decimals kept: '1.0920' */
                exit: string;
                profit: string;
                createdAt: string;
                analyst: {
                  id: string;
                  name: string;
                };
                active: boolean;
                position: string | null;
                pl: string | null;
                closedAt: string | null;
              }[];
              history: {
                id: number;
                name: string;
                /** @description The level as the analyst typed it, decimals kept: '1.0920' */
                entry: string;
                /** @description The level as the analyst typed it, decimals kept: '1.0920' */
                exit: string;
                profit: string;
                createdAt: string;
                analyst: {
                  id: string;
                  name: string;
                };
                active: boolean;
                position: string | null;
                pl: string | null;
                closedAt: string | null;
              }[];
              analysts: {
                analystId: string;
                analystName: string;
                trades: number;
                wins: number;
                winRate: number;
                cumulativePl: number;
                series: {
                  at: string;
                  cumulativePl: number;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Post a signal (founder or analyst) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            entry: string | number;
            exit: string | number;
            profit: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              signal: {
                id: number;
                name: string;
                /** @description The level as the analyst typed it, decimals kept: '1.0920' */
                entry: string;
                /** @description The level as the analyst typed it, decimals kept: '1.0920' */
                exit: string;
                profit: string;
                createdAt: string;
                analyst: {
                  id: string;
                  name: string;
                };
                active: boolean;
                position: string | null;
                pl: string | null;
                closedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signals/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Close an active signal with its position and P&L; it moves to the history */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            position: string;
            pl: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              signal: {
                id: number;
                name: string;
                /** @description The level as the analyst typed it, decimals kept: '1.0920' */
                entry: string;
                /** @description The level as the analyst typed it, decimals kept: '1.0920' */
                exit: string;
                profit: string;
                createdAt: string;
                analyst: {
                  id: string;
                  name: string;
                };
                active: boolean;
                position: string | null;
                pl: string | null;
                closedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a signal (founder or analyst; ruling 7) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/meetings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Meetings: live, then upcoming soonest first, then ended; with whether the member may join (links are never listed) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              canManage: boolean;
              meetings: {
                id: number;
                title: string;
                provider: string;
                exclusive: boolean;
                /** @enum {string} */
                status: 'scheduled' | 'live' | 'ended';
                canJoin: boolean;
                /** @description When it is planned to start; null for meetings made before they had one */
                startsAt: string | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Create a meeting (founder or admin); exclusive unless said otherwise */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            provider: string;
            link: string;
            /** @default true */
            exclusive?: boolean;
            /** Format: date-time */
            startsAt: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/meetings/{id}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a scheduled meeting (Join opens) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'scheduled' | 'live' | 'ended';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/meetings/{id}/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End a meeting */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'scheduled' | 'live' | 'ended';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/meetings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a meeting (founder or admin) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/meetings/{id}/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The link of a live meeting, for members who may join it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              link: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/marketing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A marketer's figures, history and invite link (member: false for everyone else) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              member: boolean;
              stats: {
                visits: number;
                signups: number;
                sales: number;
                credits: number;
              } | null;
              inviteLink: string | null;
              history: {
                day: string;
                visits: number;
                signups: number;
                sales: number;
                credits: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/marketing/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply to the marketing team with a cv text */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cv: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Me */
              user: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: {
                  founder: boolean;
                  admin: boolean;
                  analyst: boolean;
                  support: boolean;
                  blue_badge_trader: boolean;
                  premium_signals: boolean;
                  premium_trader: boolean;
                  booster: boolean;
                  crypto: boolean;
                  stocks: boolean;
                  forex: boolean;
                  free_signals: boolean;
                  marketing: boolean;
                  free_member: boolean;
                };
                /** @enum {number} */
                priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                /**
                 * @description The badge tier in force: null without the badge, 1 when its tier is unknown
                 * @enum {number|null}
                 */
                badgeTier: 1 | 2 | 3 | null;
                credits: number;
                signalsUntil: string;
                banUntil: string;
                muteUntil: string;
                discipline: {
                  warn: number;
                  ban: number;
                  kick: number;
                  mute: number;
                };
                inviterId: string | null;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                createdAt: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invites/{inviteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who invited the visitor (public) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          inviteId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              inviter: {
                name: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invites/{inviteId}/visit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Count a visit of an invite link: once per browser per day, by a visitor id the server issues in an httpOnly cookie */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          inviteId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invites/claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the inviter of the signed-in member (once; never themselves; within 7 days of signing up; never someone they invited) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            inviteId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              claimed: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/marketing/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credits and the products they can buy (marketing role required) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              credits: number;
              products: {
                key: string;
                title: string;
                imageUrl: string;
                price: number;
                owned: boolean;
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Spend credits on a product: its price comes off, its role is granted */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            product: string;
            /** @enum {number} */
            tier?: 1 | 2 | 3;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              credits: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload an image to a channel (multipart: `channel`, then `file`; 8 MB at most) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      /** @description multipart/form-data with the fields `channel`, then `file` */
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description The channel the image is for; sent before the file */
            channel: string;
            /**
             * Format: binary
             * @description The image: JPEG, PNG, WebP, GIF or AVIF, 8 MB at most
             */
            file: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              upload: {
                id: string;
                url: string;
                width: number;
                height: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded image, for members who may read its channel */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, re-encoded as WebP */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/webp': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every product with everything the console edits */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              products: {
                key: string;
                nameInUrl: string;
                title: string;
                description: string;
                imageUrl: string;
                originalPrice: number;
                salePrice: number | null;
                /** @enum {string} */
                role:
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member';
                /** @enum {string} */
                type: 'indicator' | 'course' | 'signals';
                features: string[];
                gallery: string[];
                soldOnce: boolean;
                seededGallery: string[];
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                  features: string[];
                  soldOnce: boolean;
                }[];
                updatedAt: string;
                /** @description Taken off the storefront then (decision 0059); its orders keep working */
                archivedAt: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Add a product to the shop (founder only); the storefront shows it at once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key: string;
            nameInUrl: string;
            title: string;
            description: string;
            imageUrl: string;
            originalPrice: number;
            /** @default null */
            salePrice?: number | null;
            /** @enum {string} */
            role:
              | 'premium_signals'
              | 'premium_trader'
              | 'booster'
              | 'crypto'
              | 'stocks'
              | 'forex'
              | 'free_signals'
              | 'marketing'
              | 'free_member';
            /** @enum {string} */
            type: 'indicator' | 'course' | 'signals';
            /** @default [] */
            features?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product: {
                key: string;
                nameInUrl: string;
                title: string;
                description: string;
                imageUrl: string;
                originalPrice: number;
                salePrice: number | null;
                /** @enum {string} */
                role:
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member';
                /** @enum {string} */
                type: 'indicator' | 'course' | 'signals';
                features: string[];
                gallery: string[];
                soldOnce: boolean;
                seededGallery: string[];
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                  features: string[];
                  soldOnce: boolean;
                }[];
                updatedAt: string;
                /** @description Taken off the storefront then (decision 0059); its orders keep working */
                archivedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{key}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take a product off the storefront (founder only); its orders, keys and downloads keep working */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product: {
                key: string;
                nameInUrl: string;
                title: string;
                description: string;
                imageUrl: string;
                originalPrice: number;
                salePrice: number | null;
                /** @enum {string} */
                role:
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member';
                /** @enum {string} */
                type: 'indicator' | 'course' | 'signals';
                features: string[];
                gallery: string[];
                soldOnce: boolean;
                seededGallery: string[];
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                  features: string[];
                  soldOnce: boolean;
                }[];
                updatedAt: string;
                /** @description Taken off the storefront then (decision 0059); its orders keep working */
                archivedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a product; the storefront shows it at once */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            description?: string;
            imageUrl?: string;
            originalPrice?: number;
            salePrice?: number | null;
            /** @enum {string} */
            role?:
              | 'blue_badge_trader'
              | 'premium_signals'
              | 'premium_trader'
              | 'booster'
              | 'crypto'
              | 'stocks'
              | 'forex'
              | 'free_signals'
              | 'marketing'
              | 'free_member';
            features?: string[];
            tiers?: {
              /** @enum {number} */
              tier: 1 | 2 | 3;
              title: string;
              price: number;
              features: string[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product: {
                key: string;
                nameInUrl: string;
                title: string;
                description: string;
                imageUrl: string;
                originalPrice: number;
                salePrice: number | null;
                /** @enum {string} */
                role:
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member';
                /** @enum {string} */
                type: 'indicator' | 'course' | 'signals';
                features: string[];
                gallery: string[];
                soldOnce: boolean;
                seededGallery: string[];
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                  features: string[];
                  soldOnce: boolean;
                }[];
                updatedAt: string;
                /** @description Taken off the storefront then (decision 0059); its orders keep working */
                archivedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/product-images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a product picture (multipart field `file`, 8 MB at most) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{key}/gallery/{slot}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Show an uploaded picture in one slot of the product page gallery */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
          slot: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            imageUrl: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product: {
                key: string;
                nameInUrl: string;
                title: string;
                description: string;
                imageUrl: string;
                originalPrice: number;
                salePrice: number | null;
                /** @enum {string} */
                role:
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member';
                /** @enum {string} */
                type: 'indicator' | 'course' | 'signals';
                features: string[];
                gallery: string[];
                soldOnce: boolean;
                seededGallery: string[];
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                  features: string[];
                  soldOnce: boolean;
                }[];
                updatedAt: string;
                /** @description Taken off the storefront then (decision 0059); its orders keep working */
                archivedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{key}/gallery/{slot}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put the seeded picture back in one slot of the product page gallery */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
          slot: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product: {
                key: string;
                nameInUrl: string;
                title: string;
                description: string;
                imageUrl: string;
                originalPrice: number;
                salePrice: number | null;
                /** @enum {string} */
                role:
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member';
                /** @enum {string} */
                type: 'indicator' | 'course' | 'signals';
                features: string[];
                gallery: string[];
                soldOnce: boolean;
                seededGallery: string[];
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                  features: string[];
                  soldOnce: boolean;
                }[];
                updatedAt: string;
                /** @description Taken off the storefront then (decision 0059); its orders keep working */
                archivedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-images/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product picture (public) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The picture, re-encoded as WebP */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/webp': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/faqs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The FAQ in display order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              faqs: {
                id: number;
                header: string;
                description: string;
                position: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Add a question at the end of the FAQ */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            header: string;
            description: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              faq: {
                id: number;
                header: string;
                description: string;
                position: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/faqs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a question */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a question or its answer */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            header?: string;
            description?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              faq: {
                id: number;
                header: string;
                description: string;
                position: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/faqs/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put the FAQ in a new order (every id once) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              faqs: {
                id: number;
                header: string;
                description: string;
                position: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/testimonials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Testimonials waiting for approval, shown, or all, newest first */
    get: {
      parameters: {
        query?: {
          status?: 'pending' | 'shown' | 'all';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              testimonials: {
                id: number;
                name: string;
                description: string;
                rating: number;
                display: boolean;
                createdAt: string;
                userId: string | null;
              }[];
              counts: {
                pending: number;
                shown: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/testimonials/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a testimonial */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Approve (display true) or hide (display false) a testimonial */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            display: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              testimonial: {
                id: number;
                name: string;
                description: string;
                rating: number;
                display: boolean;
                createdAt: string;
                userId: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/mailing-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mailing list subscribers, newest first, with a search on the email */
    get: {
      parameters: {
        query?: {
          search?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              entries: {
                id: number;
                email: string;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mailing-list/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an address from the mailing list (its discount code stays as it is) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mailing-list/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mailing list (or the searched part of it) as a CSV file */
    get: {
      parameters: {
        query?: {
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One row per address: email, subscribed_at */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders, newest first, filtered by dates (inclusive, UTC), product, status and a search */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
          product?: string;
          status?:
            | 'created'
            | 'pending'
            | 'completed'
            | 'failed'
            | 'cancelled'
            | 'expired'
            | 'refund_pending'
            | 'refunded';
          /** @description An order id, PayPal order or capture id (exactly), or part of the buyer's name or email */
          q?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orders: {
                id: string;
                createdAt: string;
                completedAt: string | null;
                /** @enum {string} */
                status:
                  | 'created'
                  | 'pending'
                  | 'completed'
                  | 'failed'
                  | 'cancelled'
                  | 'expired'
                  | 'refund_pending'
                  | 'refunded';
                /** @enum {string} */
                provider: 'paypal' | 'demo';
                amount: number;
                /** @description What its refunds add up to (decision 0058): above zero on a paid order, partly */
                refundedAmount: number;
                currency: string;
                buyer: {
                  id: string;
                  name: string;
                  email: string;
                };
                lines: {
                  productKey: string;
                  title: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                }[];
              }[];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The orders the list's filters select, newest first, as a CSV file (at most 10000) */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
          product?: string;
          status?:
            | 'created'
            | 'pending'
            | 'completed'
            | 'failed'
            | 'cancelled'
            | 'expired'
            | 'refund_pending'
            | 'refunded';
          /** @description An order id, PayPal order or capture id (exactly), or part of the buyer's name or email */
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One row per order: order_id, created_at, paid_at, status, provider, amount, refunded_amount, currency, buyer_name, buyer_email, items, provider_order_id, capture_id, refund_id, refunded_at */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders and revenue per day or week (default: the last 30 days) */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
          product?: string;
          status?:
            | 'created'
            | 'pending'
            | 'completed'
            | 'failed'
            | 'cancelled'
            | 'expired'
            | 'refund_pending'
            | 'refunded';
          /** @description An order id, PayPal order or capture id (exactly), or part of the buyer's name or email */
          q?: string;
          interval?: 'day' | 'week';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              interval: 'day' | 'week';
              buckets: {
                start: string;
                orders: number;
                completed: number;
                revenue: number;
              }[];
              totals: {
                /** @description Orders that could still be or were paid: cancelled, expired and demo left out */
                orders: number;
                /** @description Paid orders, demo payments left out */
                completed: number;
                revenue: number;
                commissions: number;
                /** @description Demo payments in the range: no money, never revenue */
                demo: number;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order's detail: lines, payment ids, failure, commission, refunds */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order: {
                id: string;
                createdAt: string;
                completedAt: string | null;
                /** @enum {string} */
                status:
                  | 'created'
                  | 'pending'
                  | 'completed'
                  | 'failed'
                  | 'cancelled'
                  | 'expired'
                  | 'refund_pending'
                  | 'refunded';
                /** @enum {string} */
                provider: 'paypal' | 'demo';
                amount: number;
                /** @description What its refunds add up to (decision 0058): above zero on a paid order, partly */
                refundedAmount: number;
                currency: string;
                buyer: {
                  id: string;
                  name: string;
                  email: string;
                };
                lines: {
                  productKey: string;
                  title: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                }[];
                providerOrderId: string;
                captureId: string | null;
                failureReason: string | null;
                refundId: string | null;
                refundedAt: string | null;
                /** @description A PayPal dispute open since then */
                disputedAt: string | null;
                commission: {
                  inviter: {
                    id: string;
                    name: string;
                  };
                  credits: number;
                  createdAt: string;
                } | null;
                /** @description What can still be refunded: the amount less its refunds */
                refundable: number;
                refunds: {
                  id: string;
                  amount: number;
                  currency: string;
                  /**
                   * @description pending: PayPal is still to be asked (the sweep asks); failed: PayPal refused it for good
                   * @enum {string}
                   */
                  status: 'pending' | 'completed' | 'failed';
                  reason: string;
                  providerRefundId: string | null;
                  /** @description Why PayPal refused it (status failed) */
                  failureReason: string | null;
                  createdAt: string;
                  completedAt: string | null;
                  /** @description Who refunded from the console; null: made at PayPal */
                  actor: {
                    id: string;
                    name: string;
                  } | null;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund part or all of a paid order: PayPal is asked, the buyer is mailed (audited); the refund that reaches the whole amount takes its grants back */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string;
            /** @description Dollars with cents to refund; without it, all that remains refundable */
            amount?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order: {
                id: string;
                createdAt: string;
                completedAt: string | null;
                /** @enum {string} */
                status:
                  | 'created'
                  | 'pending'
                  | 'completed'
                  | 'failed'
                  | 'cancelled'
                  | 'expired'
                  | 'refund_pending'
                  | 'refunded';
                /** @enum {string} */
                provider: 'paypal' | 'demo';
                amount: number;
                /** @description What its refunds add up to (decision 0058): above zero on a paid order, partly */
                refundedAmount: number;
                currency: string;
                buyer: {
                  id: string;
                  name: string;
                  email: string;
                };
                lines: {
                  productKey: string;
                  title: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                }[];
                providerOrderId: string;
                captureId: string | null;
                failureReason: string | null;
                refundId: string | null;
                refundedAt: string | null;
                /** @description A PayPal dispute open since then */
                disputedAt: string | null;
                commission: {
                  inviter: {
                    id: string;
                    name: string;
                  };
                  credits: number;
                  createdAt: string;
                } | null;
                /** @description What can still be refunded: the amount less its refunds */
                refundable: number;
                refunds: {
                  id: string;
                  amount: number;
                  currency: string;
                  /**
                   * @description pending: PayPal is still to be asked (the sweep asks); failed: PayPal refused it for good
                   * @enum {string}
                   */
                  status: 'pending' | 'completed' | 'failed';
                  reason: string;
                  providerRefundId: string | null;
                  /** @description Why PayPal refused it (status failed) */
                  failureReason: string | null;
                  createdAt: string;
                  completedAt: string | null;
                  /** @description Who refunded from the console; null: made at PayPal */
                  actor: {
                    id: string;
                    name: string;
                  } | null;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/commissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credits paid to inviters on their invitees’ orders, newest first */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              commissions: {
                orderId: string;
                inviter: {
                  id: string;
                  name: string;
                };
                invitee: {
                  id: string;
                  name: string;
                };
                credits: number;
                createdAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Memberships: subscribers, MRR of what PayPal still bills, payments in their grace, churn by month, and every subscription that began */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscribers: number;
              mrr: number;
              pastDue: number;
              churnByMonth: {
                month: string;
                ended: number;
              }[];
              subscriptions: {
                id: string;
                member: {
                  id: string;
                  name: string;
                };
                title: string;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                /** @enum {string} */
                status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
                /** @enum {string} */
                providerStatus:
                  | 'APPROVAL_PENDING'
                  | 'APPROVED'
                  | 'ACTIVE'
                  | 'SUSPENDED'
                  | 'CANCELLED'
                  | 'EXPIRED';
                accessUntil: string | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/subscriptions/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A subscription's PayPal notifications, oldest first, with what each did, and its payments, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              events: {
                id: string;
                eventType: string;
                outcome: string;
                receivedAt: string;
              }[];
              payments: {
                id: string;
                amount: number;
                currency: string;
                paidAt: string;
                returned: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/coupons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every coupon with its uses: those still usable first, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coupons: {
                id: number;
                code: string;
                /** @enum {string} */
                kind: 'percent' | 'fixed';
                percent: number | null;
                /** @description For 'fixed': dollars off */
                amountOff: number | null;
                /** @description '20% off' or '$5.00 off' */
                label: string;
                /** @description The one product it is for; null for every product */
                product: {
                  id: number;
                  title: string;
                } | null;
                expiresAt: string | null;
                totalLimit: number | null;
                perMemberLimit: number | null;
                /** @description Orders paid, or awaiting payment, with it */
                uses: number;
                /** @enum {string} */
                status: 'active' | 'expired' | 'used_up' | 'archived';
                createdAt: string;
                archivedAt: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Make a coupon: a percentage or an amount off, for every product or one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            /** @default null */
            percent?: number | null;
            /** @default null */
            amountOff?: number | null;
            /**
             * @description A product's key; null for every product
             * @default null
             */
            product?: string | null;
            /**
             * Format: date-time
             * @default null
             */
            expiresAt?: string | null;
            /**
             * @description How many orders may use it in all; null for no limit
             * @default null
             */
            totalLimit?: number | null;
            /**
             * @description How many orders of one member may use it; null for no limit
             * @default null
             */
            perMemberLimit?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Coupon */
              coupon: {
                id: number;
                code: string;
                /** @enum {string} */
                kind: 'percent' | 'fixed';
                percent: number | null;
                /** @description For 'fixed': dollars off */
                amountOff: number | null;
                /** @description '20% off' or '$5.00 off' */
                label: string;
                /** @description The one product it is for; null for every product */
                product: {
                  id: number;
                  title: string;
                } | null;
                expiresAt: string | null;
                totalLimit: number | null;
                perMemberLimit: number | null;
                /** @description Orders paid, or awaiting payment, with it */
                uses: number;
                /** @enum {string} */
                status: 'active' | 'expired' | 'used_up' | 'archived';
                createdAt: string;
                archivedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/coupons/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Archive a coupon: no new order takes it; orders holding it keep it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Coupon */
              coupon: {
                id: number;
                code: string;
                /** @enum {string} */
                kind: 'percent' | 'fixed';
                percent: number | null;
                /** @description For 'fixed': dollars off */
                amountOff: number | null;
                /** @description '20% off' or '$5.00 off' */
                label: string;
                /** @description The one product it is for; null for every product */
                product: {
                  id: number;
                  title: string;
                } | null;
                expiresAt: string | null;
                totalLimit: number | null;
                perMemberLimit: number | null;
                /** @description Orders paid, or awaiting payment, with it */
                uses: number;
                /** @enum {string} */
                status: 'active' | 'expired' | 'used_up' | 'archived';
                createdAt: string;
                archivedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members by name, with a search on the name or the email */
    get: {
      parameters: {
        query?: {
          search?: string;
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                credits: number;
                createdAt: string;
                /** @enum {string|null} */
                restriction: 'banned' | 'muted' | null;
              }[];
              /** @description How many members match. Always counted without a search; a search is not counted (null) while its page is full and more follow, and is exact once a page reaches its last match (decision 0074) */
              total: number | null;
              /** @description More members match after this page: `offset + limit` asks for them */
              hasMore: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/members/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A member's roles, moderation record, credits, inviter, orders and history */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              member: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                credits: number;
                createdAt: string;
                /** @enum {string|null} */
                restriction: 'banned' | 'muted' | null;
                /** @enum {number|null} */
                badgeTier: 1 | 2 | 3 | null;
                signalsUntil: string;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                discipline: {
                  warn: number;
                  kick: number;
                  ban: number;
                  mute: number;
                  muteCount: number;
                  banUntil: string;
                  muteUntil: string;
                  banned: boolean;
                  muted: boolean;
                  permanent: boolean;
                };
                inviter: {
                  id: string;
                  name: string;
                } | null;
                orders: {
                  id: string;
                  createdAt: string;
                  /** @enum {string} */
                  status:
                    | 'created'
                    | 'pending'
                    | 'completed'
                    | 'failed'
                    | 'cancelled'
                    | 'expired'
                    | 'refund_pending'
                    | 'refunded';
                  amount: number;
                  /** @description What was refunded of it (decision 0058) */
                  refundedAmount: number;
                  currency: string;
                  /**
                   * @description 'demo' orders took no money
                   * @enum {string}
                   */
                  provider: 'paypal' | 'demo';
                  titles: string[];
                }[];
                history: {
                  id: number;
                  actorId: string | null;
                  actorName: string | null;
                  action: string;
                  targetId: string | null;
                  targetName: string | null;
                  channel: string | null;
                  details: {
                    [key: string]: unknown;
                  };
                  createdAt: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/members/{id}/roles/{role}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Give or remove a role (recorded in the audit log) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          role:
            | 'founder'
            | 'admin'
            | 'analyst'
            | 'support'
            | 'blue_badge_trader'
            | 'premium_signals'
            | 'premium_trader'
            | 'booster'
            | 'crypto'
            | 'stocks'
            | 'forex'
            | 'free_signals'
            | 'marketing'
            | 'free_member';
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            granted: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              member: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                credits: number;
                createdAt: string;
                /** @enum {string|null} */
                restriction: 'banned' | 'muted' | null;
                /** @enum {number|null} */
                badgeTier: 1 | 2 | 3 | null;
                signalsUntil: string;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                discipline: {
                  warn: number;
                  kick: number;
                  ban: number;
                  mute: number;
                  muteCount: number;
                  banUntil: string;
                  muteUntil: string;
                  banned: boolean;
                  muted: boolean;
                  permanent: boolean;
                };
                inviter: {
                  id: string;
                  name: string;
                } | null;
                orders: {
                  id: string;
                  createdAt: string;
                  /** @enum {string} */
                  status:
                    | 'created'
                    | 'pending'
                    | 'completed'
                    | 'failed'
                    | 'cancelled'
                    | 'expired'
                    | 'refund_pending'
                    | 'refunded';
                  amount: number;
                  /** @description What was refunded of it (decision 0058) */
                  refundedAmount: number;
                  currency: string;
                  /**
                   * @description 'demo' orders took no money
                   * @enum {string}
                   */
                  provider: 'paypal' | 'demo';
                  titles: string[];
                }[];
                history: {
                  id: number;
                  actorId: string | null;
                  actorName: string | null;
                  action: string;
                  targetId: string | null;
                  targetName: string | null;
                  channel: string | null;
                  details: {
                    [key: string]: unknown;
                  };
                  createdAt: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/members/{id}/lift': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift a ban or a mute now (the counters stay as history) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            restriction: 'ban' | 'mute';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              member: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                credits: number;
                createdAt: string;
                /** @enum {string|null} */
                restriction: 'banned' | 'muted' | null;
                /** @enum {number|null} */
                badgeTier: 1 | 2 | 3 | null;
                signalsUntil: string;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                discipline: {
                  warn: number;
                  kick: number;
                  ban: number;
                  mute: number;
                  muteCount: number;
                  banUntil: string;
                  muteUntil: string;
                  banned: boolean;
                  muted: boolean;
                  permanent: boolean;
                };
                inviter: {
                  id: string;
                  name: string;
                } | null;
                orders: {
                  id: string;
                  createdAt: string;
                  /** @enum {string} */
                  status:
                    | 'created'
                    | 'pending'
                    | 'completed'
                    | 'failed'
                    | 'cancelled'
                    | 'expired'
                    | 'refund_pending'
                    | 'refunded';
                  amount: number;
                  /** @description What was refunded of it (decision 0058) */
                  refundedAmount: number;
                  currency: string;
                  /**
                   * @description 'demo' orders took no money
                   * @enum {string}
                   */
                  provider: 'paypal' | 'demo';
                  titles: string[];
                }[];
                history: {
                  id: number;
                  actorId: string | null;
                  actorName: string | null;
                  action: string;
                  targetId: string | null;
                  targetName: string | null;
                  channel: string | null;
                  details: {
                    [key: string]: unknown;
                  };
                  createdAt: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/members/{id}/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give (a positive change) or take (a negative one) credits with a reason, recorded in the audit log; never below zero, never on your own account */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            change: number;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              member: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                credits: number;
                createdAt: string;
                /** @enum {string|null} */
                restriction: 'banned' | 'muted' | null;
                /** @enum {number|null} */
                badgeTier: 1 | 2 | 3 | null;
                signalsUntil: string;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                discipline: {
                  warn: number;
                  kick: number;
                  ban: number;
                  mute: number;
                  muteCount: number;
                  banUntil: string;
                  muteUntil: string;
                  banned: boolean;
                  muted: boolean;
                  permanent: boolean;
                };
                inviter: {
                  id: string;
                  name: string;
                } | null;
                orders: {
                  id: string;
                  createdAt: string;
                  /** @enum {string} */
                  status:
                    | 'created'
                    | 'pending'
                    | 'completed'
                    | 'failed'
                    | 'cancelled'
                    | 'expired'
                    | 'refund_pending'
                    | 'refunded';
                  amount: number;
                  /** @description What was refunded of it (decision 0058) */
                  refundedAmount: number;
                  currency: string;
                  /**
                   * @description 'demo' orders took no money
                   * @enum {string}
                   */
                  provider: 'paypal' | 'demo';
                  titles: string[];
                }[];
                history: {
                  id: number;
                  actorId: string | null;
                  actorName: string | null;
                  action: string;
                  targetId: string | null;
                  targetName: string | null;
                  channel: string | null;
                  details: {
                    [key: string]: unknown;
                  };
                  createdAt: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/members/{id}/ban': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ban a member for some days with a reason, as the chat's /ban does (the third ban is for good); recorded in the audit log */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            days: number;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              member: {
                id: string;
                name: string;
                email: string;
                image: string | null;
                roles: (
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member'
                )[];
                credits: number;
                createdAt: string;
                /** @enum {string|null} */
                restriction: 'banned' | 'muted' | null;
                /** @enum {number|null} */
                badgeTier: 1 | 2 | 3 | null;
                signalsUntil: string;
                marketing: {
                  visits: number;
                  signups: number;
                  sales: number;
                };
                discipline: {
                  warn: number;
                  kick: number;
                  ban: number;
                  mute: number;
                  muteCount: number;
                  banUntil: string;
                  muteUntil: string;
                  banned: boolean;
                  muted: boolean;
                  permanent: boolean;
                };
                inviter: {
                  id: string;
                  name: string;
                } | null;
                orders: {
                  id: string;
                  createdAt: string;
                  /** @enum {string} */
                  status:
                    | 'created'
                    | 'pending'
                    | 'completed'
                    | 'failed'
                    | 'cancelled'
                    | 'expired'
                    | 'refund_pending'
                    | 'refunded';
                  amount: number;
                  /** @description What was refunded of it (decision 0058) */
                  refundedAmount: number;
                  currency: string;
                  /**
                   * @description 'demo' orders took no money
                   * @enum {string}
                   */
                  provider: 'paypal' | 'demo';
                  titles: string[];
                }[];
                history: {
                  id: number;
                  actorId: string | null;
                  actorName: string | null;
                  action: string;
                  targetId: string | null;
                  targetName: string | null;
                  channel: string | null;
                  details: {
                    [key: string]: unknown;
                  };
                  createdAt: string;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/members/{id}/sign-in-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail the member a sign-in link to their address (recorded in the audit log); the way in for members imported with a password */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sentTo: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Past imports from the old Firebase app, newest first, with their reports */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              imports: {
                id: number;
                source: string;
                startedBy: string;
                /**
                 * @description refused: done, but some documents were skipped; running: under way (or killed, until the next run starts); interrupted: stopped by a signal or killed
                 * @enum {string}
                 */
                status: 'running' | 'done' | 'refused' | 'failed' | 'interrupted';
                startedAt: string;
                finishedAt: string | null;
                report: {
                  source: string;
                  dryRun: boolean;
                  startedAt: string;
                  finishedAt: string | null;
                  entities: {
                    [key: string]: {
                      read: number;
                      imported: number;
                      updated: number;
                      unchanged: number;
                      skipped: number;
                      skippedReasons: {
                        reason: string;
                        count: number;
                        /** @description a few source document ids */
                        examples: string[];
                      }[];
                      /** @description documents taken with a documented default */
                      notes: {
                        reason: string;
                        count: number;
                        /** @description a few source document ids */
                        examples: string[];
                      }[];
                    };
                  };
                  errors: string[];
                } | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/product-files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The products' downloadable files: the trading manual and the indicator package */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              files: {
                /** @enum {string} */
                file: 'trading-manual' | 'indicator-package';
                title: string;
                fileName: string;
                contentType: string;
                /** @description Null until a file is uploaded */
                bytes: number | null;
                updatedAt: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/product-files/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace a product's file (multipart field `file`: a PDF for the manual, a zip for the package; 8 MB at most) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: 'trading-manual' | 'indicator-package';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              file: {
                /** @enum {string} */
                file: 'trading-manual' | 'indicator-package';
                title: string;
                fileName: string;
                contentType: string;
                /** @description Null until a file is uploaded */
                bytes: number | null;
                updatedAt: string | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/fulfilments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paid orders whose TradingView invite is still to be sent, oldest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              pending: {
                orderId: string;
                paidAt: string;
                tradingViewUsername: string;
                buyer: {
                  name: string;
                  email: string;
                };
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/fulfilments/{orderId}/done': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The TradingView invite was sent: the order leaves the queue and its buyer is mailed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          orderId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/downloads/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product file, through the signed link /api/orders gives its owner (expires in minutes) */
    get: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path: {
          file: 'trading-manual' | 'indicator-package';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file (a PDF or a zip) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/octet-stream': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/licenses/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The indicator checks its license key: valid or not, and the product's name; nothing about who holds it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              valid: boolean;
              product: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/site': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The footer's social links (null: not shown) and the trusted-by names, in order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              socialLinks: {
                telegram: string | null;
                discord: string | null;
                x: string | null;
                youtube: string | null;
              };
              trustedBy: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The site settings as stored (no cache), to edit */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              socialLinks: {
                telegram: string | null;
                discord: string | null;
                x: string | null;
                youtube: string | null;
              };
              trustedBy: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change social links (null clears one) or the trusted-by names (the whole list, in order) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            socialLinks?: {
              telegram?: string | null;
              discord?: string | null;
              x?: string | null;
              youtube?: string | null;
            };
            trustedBy?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              socialLinks: {
                telegram: string | null;
                discord: string | null;
                x: string | null;
                youtube: string | null;
              };
              trustedBy: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process is up */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The database answers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ready';
              database: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mailing-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join the mailing list (newsletter form and first-visit popup); answers the discount code, also emailed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              discountCode: {
                code: string;
                percent: number;
                expiresAt: string;
                /** @description An address that left and came back keeps its one code */
                used: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mailing-list/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which address an unsubscribe link removes (the page asks before removing) */
    get: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Remove the link's address from the mailing list, without signing in: the page's button, and mail clients' one-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click) */
    post: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mails of the outbox, newest first, with their delivery state */
    get: {
      parameters: {
        query?: {
          offset?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              mails: {
                id: number;
                /** @enum {string} */
                kind:
                  | 'order_receipt'
                  | 'order_refund'
                  | 'mailing_list_welcome'
                  | 'sign_in_link'
                  | 'tradingview_invite'
                  | 'missed_digest'
                  | 'subscription_started'
                  | 'subscription_receipt'
                  | 'subscription_payment_failed'
                  | 'subscription_ended'
                  | 'subscription_cancelled'
                  | 'subscription_resumed';
                to: string;
                subject: string;
                /**
                 * @description 'kept': written without a mail server outside production, never sent
                 * @enum {string}
                 */
                status: 'pending' | 'sent' | 'failed' | 'kept';
                attempts: number;
                nextAttemptAt: string;
                lastError: string | null;
                sentAt: string | null;
                createdAt: string;
              }[];
              total: number;
              /**
               * @description smtp: sent; queued: waiting for SMTP_URL; kept: never sent (no SMTP_URL)
               * @enum {string}
               */
              delivery: 'smtp' | 'queued' | 'kept';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mail/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One mail with its text and HTML bodies and headers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              kind:
                | 'order_receipt'
                | 'order_refund'
                | 'mailing_list_welcome'
                | 'sign_in_link'
                | 'tradingview_invite'
                | 'missed_digest'
                | 'subscription_started'
                | 'subscription_receipt'
                | 'subscription_payment_failed'
                | 'subscription_ended'
                | 'subscription_cancelled'
                | 'subscription_resumed';
              to: string;
              subject: string;
              /**
               * @description 'kept': written without a mail server outside production, never sent
               * @enum {string}
               */
              status: 'pending' | 'sent' | 'failed' | 'kept';
              attempts: number;
              nextAttemptAt: string;
              lastError: string | null;
              sentAt: string | null;
              createdAt: string;
              text: string;
              html: string;
              headers: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every product with its server price (and whether the signed-in member owns it) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              products: {
                key: string;
                nameInUrl: string;
                title: string;
                description: string;
                imageUrl: string;
                originalPrice: number;
                salePrice: number | null;
                /** @description What one unit costs now: the sale price, else the original; tier 1 for the badge */
                price: number;
                /** @enum {string} */
                role:
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member';
                /** @enum {string} */
                type: 'indicator' | 'course' | 'signals';
                /** @description What the product is: copy the console edits */
                features: string[];
                /** @description What buying it grants (tier 1 for the badge), from the entitlement table the server enforces */
                grants: string[];
                gallery: string[];
                /** @description Sold by a one-time purchase; false when only as a membership (decision 0071) */
                soldOnce: boolean;
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                  features: string[];
                  soldOnce: boolean;
                  /** @description What this tier grants, from the entitlement table */
                  grants: string[];
                }[];
                /** @description The signed-in member already holds the role this product grants */
                owned: boolean;
                /**
                 * @description The badge tier the member holds (higher tiers are sold as upgrades)
                 * @enum {number|null}
                 */
                heldTier: 1 | 2 | 3 | null;
                /** @description When the premium signals the member holds end (a renewal adds from there) */
                accessUntil: string | null;
                /**
                 * @description The member's badge tier that includes this product: owned, never sold again
                 * @enum {number|null}
                 */
                includedInTier: 1 | 2 | 3 | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{nameInUrl}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product by its URL name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          nameInUrl: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Product */
              product: {
                key: string;
                nameInUrl: string;
                title: string;
                description: string;
                imageUrl: string;
                originalPrice: number;
                salePrice: number | null;
                /** @description What one unit costs now: the sale price, else the original; tier 1 for the badge */
                price: number;
                /** @enum {string} */
                role:
                  | 'founder'
                  | 'admin'
                  | 'analyst'
                  | 'support'
                  | 'blue_badge_trader'
                  | 'premium_signals'
                  | 'premium_trader'
                  | 'booster'
                  | 'crypto'
                  | 'stocks'
                  | 'forex'
                  | 'free_signals'
                  | 'marketing'
                  | 'free_member';
                /** @enum {string} */
                type: 'indicator' | 'course' | 'signals';
                /** @description What the product is: copy the console edits */
                features: string[];
                /** @description What buying it grants (tier 1 for the badge), from the entitlement table the server enforces */
                grants: string[];
                gallery: string[];
                /** @description Sold by a one-time purchase; false when only as a membership (decision 0071) */
                soldOnce: boolean;
                tiers: {
                  /** @enum {number} */
                  tier: 1 | 2 | 3;
                  title: string;
                  price: number;
                  features: string[];
                  soldOnce: boolean;
                  /** @description What this tier grants, from the entitlement table */
                  grants: string[];
                }[];
                /** @description The signed-in member already holds the role this product grants */
                owned: boolean;
                /**
                 * @description The badge tier the member holds (higher tiers are sold as upgrades)
                 * @enum {number|null}
                 */
                heldTier: 1 | 2 | 3 | null;
                /** @description When the premium signals the member holds end (a renewal adds from there) */
                accessUntil: string | null;
                /**
                 * @description The member's badge tier that includes this product: owned, never sold again
                 * @enum {number|null}
                 */
                includedInTier: 1 | 2 | 3 | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member's cart, priced by the server */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Cart */
              cart: {
                items: {
                  product: string;
                  nameInUrl: string;
                  title: string;
                  imageUrl: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description What the line sells this member: 'upgrade' is priced as the difference from `fromTier`, 'renew' adds a period at the end of the current one, 'owned' can't be bought
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew' | 'owned';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                  /** @description Why the line can no longer be paid: the founder now sells it only as a membership (decision 0077); checkout refuses the cart until it is removed. Null when it can be paid */
                  unavailable: string | null;
                }[];
                discountCode: {
                  code: string;
                  percent: number;
                  /** @description Why the code takes nothing off now (expired, used); null when it applies */
                  problem: string | null;
                } | null;
                /** @description The coupon on the cart (decision 0051); a cart has it or a discount code */
                coupon: {
                  code: string;
                  /** @description What it takes off: '20% off' or '$5.00 off' */
                  label: string;
                  /** @description Why the coupon takes nothing off now (expired, used up); null when it applies */
                  problem: string | null;
                } | null;
                /** @description Checkout asks for the buyer's TradingView username: the indicator is an invite-only script */
                tradingViewUsernameNeeded: boolean;
                /** @description What the discount code or coupon takes off the lines' sum */
                discount: number;
                /** @description What is paid: the lines less the discount, tax included */
                total: number;
                subtotal: number;
                tax: number;
                /** @enum {string} */
                currency: 'USD';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Replace the cart: one line per product, a tier for the badge; owned products are refused */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            items: {
              product: string;
              /** @enum {number|null} */
              tier?: 1 | 2 | 3 | null;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Cart */
              cart: {
                items: {
                  product: string;
                  nameInUrl: string;
                  title: string;
                  imageUrl: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description What the line sells this member: 'upgrade' is priced as the difference from `fromTier`, 'renew' adds a period at the end of the current one, 'owned' can't be bought
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew' | 'owned';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                  /** @description Why the line can no longer be paid: the founder now sells it only as a membership (decision 0077); checkout refuses the cart until it is removed. Null when it can be paid */
                  unavailable: string | null;
                }[];
                discountCode: {
                  code: string;
                  percent: number;
                  /** @description Why the code takes nothing off now (expired, used); null when it applies */
                  problem: string | null;
                } | null;
                /** @description The coupon on the cart (decision 0051); a cart has it or a discount code */
                coupon: {
                  code: string;
                  /** @description What it takes off: '20% off' or '$5.00 off' */
                  label: string;
                  /** @description Why the coupon takes nothing off now (expired, used up); null when it applies */
                  problem: string | null;
                } | null;
                /** @description Checkout asks for the buyer's TradingView username: the indicator is an invite-only script */
                tradingViewUsernameNeeded: boolean;
                /** @description What the discount code or coupon takes off the lines' sum */
                discount: number;
                /** @description What is paid: the lines less the discount, tax included */
                total: number;
                subtotal: number;
                tax: number;
                /** @enum {string} */
                currency: 'USD';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/discount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Attach a mailing-list discount code to the member's cart (the server prices it; one code, used once) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Cart */
              cart: {
                items: {
                  product: string;
                  nameInUrl: string;
                  title: string;
                  imageUrl: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description What the line sells this member: 'upgrade' is priced as the difference from `fromTier`, 'renew' adds a period at the end of the current one, 'owned' can't be bought
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew' | 'owned';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                  /** @description Why the line can no longer be paid: the founder now sells it only as a membership (decision 0077); checkout refuses the cart until it is removed. Null when it can be paid */
                  unavailable: string | null;
                }[];
                discountCode: {
                  code: string;
                  percent: number;
                  /** @description Why the code takes nothing off now (expired, used); null when it applies */
                  problem: string | null;
                } | null;
                /** @description The coupon on the cart (decision 0051); a cart has it or a discount code */
                coupon: {
                  code: string;
                  /** @description What it takes off: '20% off' or '$5.00 off' */
                  label: string;
                  /** @description Why the coupon takes nothing off now (expired, used up); null when it applies */
                  problem: string | null;
                } | null;
                /** @description Checkout asks for the buyer's TradingView username: the indicator is an invite-only script */
                tradingViewUsernameNeeded: boolean;
                /** @description What the discount code or coupon takes off the lines' sum */
                discount: number;
                /** @description What is paid: the lines less the discount, tax included */
                total: number;
                subtotal: number;
                tax: number;
                /** @enum {string} */
                currency: 'USD';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Take the discount code off the cart */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Cart */
              cart: {
                items: {
                  product: string;
                  nameInUrl: string;
                  title: string;
                  imageUrl: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description What the line sells this member: 'upgrade' is priced as the difference from `fromTier`, 'renew' adds a period at the end of the current one, 'owned' can't be bought
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew' | 'owned';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                  /** @description Why the line can no longer be paid: the founder now sells it only as a membership (decision 0077); checkout refuses the cart until it is removed. Null when it can be paid */
                  unavailable: string | null;
                }[];
                discountCode: {
                  code: string;
                  percent: number;
                  /** @description Why the code takes nothing off now (expired, used); null when it applies */
                  problem: string | null;
                } | null;
                /** @description The coupon on the cart (decision 0051); a cart has it or a discount code */
                coupon: {
                  code: string;
                  /** @description What it takes off: '20% off' or '$5.00 off' */
                  label: string;
                  /** @description Why the coupon takes nothing off now (expired, used up); null when it applies */
                  problem: string | null;
                } | null;
                /** @description Checkout asks for the buyer's TradingView username: the indicator is an invite-only script */
                tradingViewUsernameNeeded: boolean;
                /** @description What the discount code or coupon takes off the lines' sum */
                discount: number;
                /** @description What is paid: the lines less the discount, tax included */
                total: number;
                subtotal: number;
                tax: number;
                /** @enum {string} */
                currency: 'USD';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/coupon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put a coupon on the member's cart (decision 0051): checked against the cart and the coupon's limits, priced by the server */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Cart */
              cart: {
                items: {
                  product: string;
                  nameInUrl: string;
                  title: string;
                  imageUrl: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description What the line sells this member: 'upgrade' is priced as the difference from `fromTier`, 'renew' adds a period at the end of the current one, 'owned' can't be bought
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew' | 'owned';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                  /** @description Why the line can no longer be paid: the founder now sells it only as a membership (decision 0077); checkout refuses the cart until it is removed. Null when it can be paid */
                  unavailable: string | null;
                }[];
                discountCode: {
                  code: string;
                  percent: number;
                  /** @description Why the code takes nothing off now (expired, used); null when it applies */
                  problem: string | null;
                } | null;
                /** @description The coupon on the cart (decision 0051); a cart has it or a discount code */
                coupon: {
                  code: string;
                  /** @description What it takes off: '20% off' or '$5.00 off' */
                  label: string;
                  /** @description Why the coupon takes nothing off now (expired, used up); null when it applies */
                  problem: string | null;
                } | null;
                /** @description Checkout asks for the buyer's TradingView username: the indicator is an invite-only script */
                tradingViewUsernameNeeded: boolean;
                /** @description What the discount code or coupon takes off the lines' sum */
                discount: number;
                /** @description What is paid: the lines less the discount, tax included */
                total: number;
                subtotal: number;
                tax: number;
                /** @enum {string} */
                currency: 'USD';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Take the coupon off the cart */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Cart */
              cart: {
                items: {
                  product: string;
                  nameInUrl: string;
                  title: string;
                  imageUrl: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description What the line sells this member: 'upgrade' is priced as the difference from `fromTier`, 'renew' adds a period at the end of the current one, 'owned' can't be bought
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew' | 'owned';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                  /** @description Why the line can no longer be paid: the founder now sells it only as a membership (decision 0077); checkout refuses the cart until it is removed. Null when it can be paid */
                  unavailable: string | null;
                }[];
                discountCode: {
                  code: string;
                  percent: number;
                  /** @description Why the code takes nothing off now (expired, used); null when it applies */
                  problem: string | null;
                } | null;
                /** @description The coupon on the cart (decision 0051); a cart has it or a discount code */
                coupon: {
                  code: string;
                  /** @description What it takes off: '20% off' or '$5.00 off' */
                  label: string;
                  /** @description Why the coupon takes nothing off now (expired, used up); null when it applies */
                  problem: string | null;
                } | null;
                /** @description Checkout asks for the buyer's TradingView username: the indicator is an invite-only script */
                tradingViewUsernameNeeded: boolean;
                /** @description What the discount code or coupon takes off the lines' sum */
                discount: number;
                /** @description What is paid: the lines less the discount, tax included */
                total: number;
                subtotal: number;
                tax: number;
                /** @enum {string} */
                currency: 'USD';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cart/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a signed-out visitor's cart to the member's cart at sign-in (existing lines win) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            items: {
              product: string;
              /** @enum {number|null} */
              tier?: 1 | 2 | 3 | null;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Cart */
              cart: {
                items: {
                  product: string;
                  nameInUrl: string;
                  title: string;
                  imageUrl: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description What the line sells this member: 'upgrade' is priced as the difference from `fromTier`, 'renew' adds a period at the end of the current one, 'owned' can't be bought
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew' | 'owned';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                  /** @description Why the line can no longer be paid: the founder now sells it only as a membership (decision 0077); checkout refuses the cart until it is removed. Null when it can be paid */
                  unavailable: string | null;
                }[];
                discountCode: {
                  code: string;
                  percent: number;
                  /** @description Why the code takes nothing off now (expired, used); null when it applies */
                  problem: string | null;
                } | null;
                /** @description The coupon on the cart (decision 0051); a cart has it or a discount code */
                coupon: {
                  code: string;
                  /** @description What it takes off: '20% off' or '$5.00 off' */
                  label: string;
                  /** @description Why the coupon takes nothing off now (expired, used up); null when it applies */
                  problem: string | null;
                } | null;
                /** @description Checkout asks for the buyer's TradingView username: the indicator is an invite-only script */
                tradingViewUsernameNeeded: boolean;
                /** @description What the discount code or coupon takes off the lines' sum */
                discount: number;
                /** @description What is paid: the lines less the discount, tax included */
                total: number;
                subtotal: number;
                tax: number;
                /** @enum {string} */
                currency: 'USD';
              };
              /** @description Titles of products left out because the member already owns them */
              skipped: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The memberships on sale, with the period and price the founder set */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              plans: {
                id: number;
                productId: number;
                productKey: string;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                title: string;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member's memberships: status, next renewal, payments */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscriptions: {
                id: string;
                title: string;
                productId: number;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
                /** @enum {string} */
                providerStatus:
                  | 'APPROVAL_PENDING'
                  | 'APPROVED'
                  | 'ACTIVE'
                  | 'SUSPENDED'
                  | 'CANCELLED'
                  | 'EXPIRED';
                paidUntil: string | null;
                graceUntil: string | null;
                accessUntil: string | null;
                nextRenewalAt: string | null;
                cancelledAt: string | null;
                canResume: boolean;
                upgradeAwaitingApproval: {
                  planId: number;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  askedAt: string;
                  approveUrl: string | null;
                  expiresAt: string;
                } | null;
                upgradeFromNextPayment: {
                  /** @enum {number} */
                  tierHeld: 1 | 2 | 3;
                  nextPaymentAt: string | null;
                } | null;
                payments: {
                  id: string;
                  amount: number;
                  currency: string;
                  paidAt: string;
                  returned: boolean;
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Subscribe to a plan: PayPal's subscription is created for the plan's period and price (one still waiting for approval for the same plan is answered again, decision 0072); nothing is granted until PayPal confirms it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            planId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscriptionId: string;
              providerSubscriptionId: string;
              approveUrl: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/subscriptions/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The member approved at PayPal: the subscription is read back from PayPal, which alone says it is active and paid; 409 when PayPal does not show it active (decision 0072) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscription: {
                id: string;
                title: string;
                productId: number;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
                /** @enum {string} */
                providerStatus:
                  | 'APPROVAL_PENDING'
                  | 'APPROVED'
                  | 'ACTIVE'
                  | 'SUSPENDED'
                  | 'CANCELLED'
                  | 'EXPIRED';
                paidUntil: string | null;
                graceUntil: string | null;
                accessUntil: string | null;
                nextRenewalAt: string | null;
                cancelledAt: string | null;
                canResume: boolean;
                upgradeAwaitingApproval: {
                  planId: number;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  askedAt: string;
                  approveUrl: string | null;
                  expiresAt: string;
                } | null;
                upgradeFromNextPayment: {
                  /** @enum {number} */
                  tierHeld: 1 | 2 | 3;
                  nextPaymentAt: string | null;
                } | null;
                payments: {
                  id: string;
                  amount: number;
                  currency: string;
                  paidAt: string;
                  returned: boolean;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/subscriptions/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel at the end of the paid period: PayPal takes no more payments, access runs until the period ends; one PayPal stopped already is read back and cancelled as it shows, 409 when PayPal neither stops it nor shows it stopped (decision 0071) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscription: {
                id: string;
                title: string;
                productId: number;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
                /** @enum {string} */
                providerStatus:
                  | 'APPROVAL_PENDING'
                  | 'APPROVED'
                  | 'ACTIVE'
                  | 'SUSPENDED'
                  | 'CANCELLED'
                  | 'EXPIRED';
                paidUntil: string | null;
                graceUntil: string | null;
                accessUntil: string | null;
                nextRenewalAt: string | null;
                cancelledAt: string | null;
                canResume: boolean;
                upgradeAwaitingApproval: {
                  planId: number;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  askedAt: string;
                  approveUrl: string | null;
                  expiresAt: string;
                } | null;
                upgradeFromNextPayment: {
                  /** @enum {number} */
                  tierHeld: 1 | 2 | 3;
                  nextPaymentAt: string | null;
                } | null;
                payments: {
                  id: string;
                  amount: number;
                  currency: string;
                  paidAt: string;
                  returned: boolean;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/subscriptions/{id}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take back a cancellation while the paid period lasts: PayPal bills again at the period end (decision 0069) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscription: {
                id: string;
                title: string;
                productId: number;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
                /** @enum {string} */
                providerStatus:
                  | 'APPROVAL_PENDING'
                  | 'APPROVED'
                  | 'ACTIVE'
                  | 'SUSPENDED'
                  | 'CANCELLED'
                  | 'EXPIRED';
                paidUntil: string | null;
                graceUntil: string | null;
                accessUntil: string | null;
                nextRenewalAt: string | null;
                cancelledAt: string | null;
                canResume: boolean;
                upgradeAwaitingApproval: {
                  planId: number;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  askedAt: string;
                  approveUrl: string | null;
                  expiresAt: string;
                } | null;
                upgradeFromNextPayment: {
                  /** @enum {number} */
                  tierHeld: 1 | 2 | 3;
                  nextPaymentAt: string | null;
                } | null;
                payments: {
                  id: string;
                  amount: number;
                  currency: string;
                  paidAt: string;
                  returned: boolean;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/subscriptions/{id}/upgrade': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upgrade a badge tier membership to a higher tier's plan: PayPal revises the subscription, billing the new price from the next cycle (decision 0071); approve at PayPal when an approval link is returned; 409 `upgrade_pending` while an earlier one awaits that approval (decision 0077) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            planId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscription: {
                id: string;
                title: string;
                productId: number;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
                /** @enum {string} */
                providerStatus:
                  | 'APPROVAL_PENDING'
                  | 'APPROVED'
                  | 'ACTIVE'
                  | 'SUSPENDED'
                  | 'CANCELLED'
                  | 'EXPIRED';
                paidUntil: string | null;
                graceUntil: string | null;
                accessUntil: string | null;
                nextRenewalAt: string | null;
                cancelledAt: string | null;
                canResume: boolean;
                upgradeAwaitingApproval: {
                  planId: number;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  askedAt: string;
                  approveUrl: string | null;
                  expiresAt: string;
                } | null;
                upgradeFromNextPayment: {
                  /** @enum {number} */
                  tierHeld: 1 | 2 | 3;
                  nextPaymentAt: string | null;
                } | null;
                payments: {
                  id: string;
                  amount: number;
                  currency: string;
                  paidAt: string;
                  returned: boolean;
                }[];
              };
              approveUrl: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Withdraw the upgrade awaiting approval at PayPal, so another may be asked (decision 0077); PayPal bills a new plan only if the member approves there anyway */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscription: {
                id: string;
                title: string;
                productId: number;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
                /** @enum {string} */
                providerStatus:
                  | 'APPROVAL_PENDING'
                  | 'APPROVED'
                  | 'ACTIVE'
                  | 'SUSPENDED'
                  | 'CANCELLED'
                  | 'EXPIRED';
                paidUntil: string | null;
                graceUntil: string | null;
                accessUntil: string | null;
                nextRenewalAt: string | null;
                cancelledAt: string | null;
                canResume: boolean;
                upgradeAwaitingApproval: {
                  planId: number;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  askedAt: string;
                  approveUrl: string | null;
                  expiresAt: string;
                } | null;
                upgradeFromNextPayment: {
                  /** @enum {number} */
                  tierHeld: 1 | 2 | 3;
                  nextPaymentAt: string | null;
                } | null;
                payments: {
                  id: string;
                  amount: number;
                  currency: string;
                  paidAt: string;
                  returned: boolean;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/subscriptions/{id}/demo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Development only, with the demo provider: "renew now" takes a payment at once, "fail next payment" fails the renewal now (404 with PayPal) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'renew_now' | 'fail_next';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscription: {
                id: string;
                title: string;
                productId: number;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
                /** @enum {string} */
                providerStatus:
                  | 'APPROVAL_PENDING'
                  | 'APPROVED'
                  | 'ACTIVE'
                  | 'SUSPENDED'
                  | 'CANCELLED'
                  | 'EXPIRED';
                paidUntil: string | null;
                graceUntil: string | null;
                accessUntil: string | null;
                nextRenewalAt: string | null;
                cancelledAt: string | null;
                canResume: boolean;
                upgradeAwaitingApproval: {
                  planId: number;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  askedAt: string;
                  approveUrl: string | null;
                  expiresAt: string;
                } | null;
                upgradeFromNextPayment: {
                  /** @enum {number} */
                  tierHeld: 1 | 2 | 3;
                  nextPaymentAt: string | null;
                } | null;
                payments: {
                  id: string;
                  amount: number;
                  currency: string;
                  paidAt: string;
                  returned: boolean;
                }[];
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/subscriptions/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund all of one of a membership's payments through PayPal (founder only, audited): its period of access is taken back (decision 0069) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description PayPal's id of the payment */
            paymentId: string;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'pending' | 'active' | 'past_due' | 'cancelling' | 'ended';
              accessUntil: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/subscription-plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sell a product (a badge tier) as a membership for a period and price (founder only); a new price is a new PayPal plan, running subscriptions keep theirs */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The product's key (`signals`) */
            productKey: string;
            /**
             * @description The badge tier sold (decision 0071); required for a product with tiers
             * @default null
             * @enum {number|null}
             */
            tier?: 1 | 2 | 3 | null;
            /** @enum {string} */
            period: 'week' | 'month';
            price: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              plan: {
                id: number;
                productId: number;
                productKey: string;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                title: string;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
              };
              providerPlanId: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{key}/sale-modes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** How a product (a badge tier) is sold, the founder's choice (decision 0071): one-time, as a subscription for a period and price, or both; PayPal's plan is kept in step on save */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @description The badge tier; required for a product with tiers
             * @default null
             * @enum {number|null}
             */
            tier?: 1 | 2 | 3 | null;
            /** @description Sold by a one-time purchase (the cart) */
            oneTime: boolean;
            /** @description Sold as a membership for this period and price; null: not sold so */
            subscription: {
              /** @enum {string} */
              period: 'week' | 'month';
              price: number;
            } | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              oneTime: boolean;
              plan: {
                id: number;
                productId: number;
                productKey: string;
                /** @enum {number|null} */
                tier: 1 | 2 | 3 | null;
                title: string;
                /** @enum {string} */
                period: 'week' | 'month';
                price: number;
                currency: string;
              } | null;
              providerPlanId: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which payment provider the pay button uses, and its public client id */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              provider: 'paypal' | 'demo';
              clientId: string | null;
              /** @enum {string} */
              currency: 'USD';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a payment order for the cart's total as priced by the server (no amount is accepted) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Asked when the cart says `tradingViewUsernameNeeded`: the account the invite-only indicator is shared with */
            tradingViewUsername?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orderId: string;
              amount: number;
              currency: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/{orderId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The buyer closed the payment window: cancel the order awaiting payment (by the provider order id) and free its discount code (decision 0052) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          orderId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Order */
              order: {
                id: string;
                createdAt: string;
                /** @enum {string} */
                status:
                  | 'created'
                  | 'pending'
                  | 'completed'
                  | 'failed'
                  | 'cancelled'
                  | 'expired'
                  | 'refund_pending'
                  | 'refunded';
                /** @description What was charged: the lines less the discount */
                amount: number;
                /** @description What was refunded of it (decision 0058): above zero on a paid order, partly */
                refundedAmount: number;
                currency: string;
                discountCode: string | null;
                /** @description The coupon the order was priced with (decision 0051) */
                couponCode: string | null;
                /** @description What the discount code or coupon took off */
                discountAmount: number;
                /**
                 * @description 'demo' orders took no money: they are never counted as revenue
                 * @enum {string}
                 */
                provider: 'paypal' | 'demo';
                /** @description Why the order was not paid, was cancelled or was refunded, for its buyer */
                note: string | null;
                /** @description PayPal's refund id, once refunded (null if PayPal gave none) */
                refundId: string | null;
                refundedAt: string | null;
                /** @description While awaiting payment: when the order expires and its discount code is free */
                expiresAt: string | null;
                /** @description The provider's order id while the buyer can still pay it: the pay button resumes it (decision 0052) */
                paymentOrderId: string | null;
                lines: {
                  product: string;
                  title: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description 'upgrade' was priced as the difference from `fromTier`; 'renew' extended
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                }[];
                /** @description What a paid order delivers besides roles (decision 0045) */
                delivery: {
                  licenseKeys: {
                    key: string;
                    product: string;
                    /** @description Revoked with the refund of its order */
                    revoked: boolean;
                  }[];
                  /** @description The files the order's products hand over, while the member owns them */
                  downloads: {
                    /** @enum {string} */
                    file: 'trading-manual' | 'indicator-package';
                    title: string;
                    fileName: string;
                    /** @description A signed link for the signed-in member, working until expiresAt */
                    url: string;
                    expiresAt: string;
                  }[];
                  /** @description The invite-only script: the username given at checkout, and when it was shared */
                  tradingView: {
                    username: string;
                    invitedAt: string | null;
                  } | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/{orderId}/capture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Capture an approved order and grant what it bought, exactly once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          orderId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              /** @description Order */
              order: {
                id: string;
                createdAt: string;
                /** @enum {string} */
                status:
                  | 'created'
                  | 'pending'
                  | 'completed'
                  | 'failed'
                  | 'cancelled'
                  | 'expired'
                  | 'refund_pending'
                  | 'refunded';
                /** @description What was charged: the lines less the discount */
                amount: number;
                /** @description What was refunded of it (decision 0058): above zero on a paid order, partly */
                refundedAmount: number;
                currency: string;
                discountCode: string | null;
                /** @description The coupon the order was priced with (decision 0051) */
                couponCode: string | null;
                /** @description What the discount code or coupon took off */
                discountAmount: number;
                /**
                 * @description 'demo' orders took no money: they are never counted as revenue
                 * @enum {string}
                 */
                provider: 'paypal' | 'demo';
                /** @description Why the order was not paid, was cancelled or was refunded, for its buyer */
                note: string | null;
                /** @description PayPal's refund id, once refunded (null if PayPal gave none) */
                refundId: string | null;
                refundedAt: string | null;
                /** @description While awaiting payment: when the order expires and its discount code is free */
                expiresAt: string | null;
                /** @description The provider's order id while the buyer can still pay it: the pay button resumes it (decision 0052) */
                paymentOrderId: string | null;
                lines: {
                  product: string;
                  title: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description 'upgrade' was priced as the difference from `fromTier`; 'renew' extended
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                }[];
                /** @description What a paid order delivers besides roles (decision 0045) */
                delivery: {
                  licenseKeys: {
                    key: string;
                    product: string;
                    /** @description Revoked with the refund of its order */
                    revoked: boolean;
                  }[];
                  /** @description The files the order's products hand over, while the member owns them */
                  downloads: {
                    /** @enum {string} */
                    file: 'trading-manual' | 'indicator-package';
                    title: string;
                    fileName: string;
                    /** @description A signed link for the signed-in member, working until expiresAt */
                    url: string;
                    expiresAt: string;
                  }[];
                  /** @description The invite-only script: the username given at checkout, and when it was shared */
                  tradingView: {
                    username: string;
                    invitedAt: string | null;
                  } | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member's own orders, newest first, with their license keys and signed download links */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orders: {
                id: string;
                createdAt: string;
                /** @enum {string} */
                status:
                  | 'created'
                  | 'pending'
                  | 'completed'
                  | 'failed'
                  | 'cancelled'
                  | 'expired'
                  | 'refund_pending'
                  | 'refunded';
                /** @description What was charged: the lines less the discount */
                amount: number;
                /** @description What was refunded of it (decision 0058): above zero on a paid order, partly */
                refundedAmount: number;
                currency: string;
                discountCode: string | null;
                /** @description The coupon the order was priced with (decision 0051) */
                couponCode: string | null;
                /** @description What the discount code or coupon took off */
                discountAmount: number;
                /**
                 * @description 'demo' orders took no money: they are never counted as revenue
                 * @enum {string}
                 */
                provider: 'paypal' | 'demo';
                /** @description Why the order was not paid, was cancelled or was refunded, for its buyer */
                note: string | null;
                /** @description PayPal's refund id, once refunded (null if PayPal gave none) */
                refundId: string | null;
                refundedAt: string | null;
                /** @description While awaiting payment: when the order expires and its discount code is free */
                expiresAt: string | null;
                /** @description The provider's order id while the buyer can still pay it: the pay button resumes it (decision 0052) */
                paymentOrderId: string | null;
                lines: {
                  product: string;
                  title: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description 'upgrade' was priced as the difference from `fromTier`; 'renew' extended
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                }[];
                /** @description What a paid order delivers besides roles (decision 0045) */
                delivery: {
                  licenseKeys: {
                    key: string;
                    product: string;
                    /** @description Revoked with the refund of its order */
                    revoked: boolean;
                  }[];
                  /** @description The files the order's products hand over, while the member owns them */
                  downloads: {
                    /** @enum {string} */
                    file: 'trading-manual' | 'indicator-package';
                    title: string;
                    fileName: string;
                    /** @description A signed link for the signed-in member, working until expiresAt */
                    url: string;
                    expiresAt: string;
                  }[];
                  /** @description The invite-only script: the username given at checkout, and when it was shared */
                  tradingView: {
                    username: string;
                    invitedAt: string | null;
                  } | null;
                };
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel one of the member's own orders while it is still awaiting payment */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Order */
              order: {
                id: string;
                createdAt: string;
                /** @enum {string} */
                status:
                  | 'created'
                  | 'pending'
                  | 'completed'
                  | 'failed'
                  | 'cancelled'
                  | 'expired'
                  | 'refund_pending'
                  | 'refunded';
                /** @description What was charged: the lines less the discount */
                amount: number;
                /** @description What was refunded of it (decision 0058): above zero on a paid order, partly */
                refundedAmount: number;
                currency: string;
                discountCode: string | null;
                /** @description The coupon the order was priced with (decision 0051) */
                couponCode: string | null;
                /** @description What the discount code or coupon took off */
                discountAmount: number;
                /**
                 * @description 'demo' orders took no money: they are never counted as revenue
                 * @enum {string}
                 */
                provider: 'paypal' | 'demo';
                /** @description Why the order was not paid, was cancelled or was refunded, for its buyer */
                note: string | null;
                /** @description PayPal's refund id, once refunded (null if PayPal gave none) */
                refundId: string | null;
                refundedAt: string | null;
                /** @description While awaiting payment: when the order expires and its discount code is free */
                expiresAt: string | null;
                /** @description The provider's order id while the buyer can still pay it: the pay button resumes it (decision 0052) */
                paymentOrderId: string | null;
                lines: {
                  product: string;
                  title: string;
                  /** @enum {number|null} */
                  tier: 1 | 2 | 3 | null;
                  unitPrice: number;
                  /**
                   * @description 'upgrade' was priced as the difference from `fromTier`; 'renew' extended
                   * @enum {string}
                   */
                  purchase: 'buy' | 'upgrade' | 'renew';
                  /** @enum {number|null} */
                  fromTier: 1 | 2 | 3 | null;
                }[];
                /** @description What a paid order delivers besides roles (decision 0045) */
                delivery: {
                  licenseKeys: {
                    key: string;
                    product: string;
                    /** @description Revoked with the refund of its order */
                    revoked: boolean;
                  }[];
                  /** @description The files the order's products hand over, while the member owns them */
                  downloads: {
                    /** @enum {string} */
                    file: 'trading-manual' | 'indicator-package';
                    title: string;
                    fileName: string;
                    /** @description A signed link for the signed-in member, working until expiresAt */
                    url: string;
                    expiresAt: string;
                  }[];
                  /** @description The invite-only script: the username given at checkout, and when it was shared */
                  tradingView: {
                    username: string;
                    invitedAt: string | null;
                  } | null;
                };
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/faqs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Frequently asked questions, in display order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              faqs: {
                id: number;
                header: string;
                description: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/testimonials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Approved testimonials for the landing page (at most 4) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              testimonials: {
                id: number;
                name: string;
                description: string;
                rating: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Send a review; it shows on the landing page once a founder or admin approves it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rating: number;
            description: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              testimonial: {
                id: number;
                name: string;
                description: string;
                rating: number;
                display: boolean;
                createdAt: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/testimonials/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member's own reviews, with their approval state */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              testimonials: {
                id: number;
                name: string;
                description: string;
                rating: number;
                display: boolean;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paypal/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** PayPal's notifications (captures, refunds, reversals, disputes): verified with PayPal, applied once per event id */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description A replay of an event already received: nothing done */
              duplicate: boolean;
              outcome: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorInput: {
      error: {
        code: string;
        message: string;
      };
    };
    ChatMessageInput: {
      id: number;
      channel: string;
      author: {
        id: string;
        name: string;
        image: string | null;
        /** @enum {number} */
        priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        isBot: boolean;
      };
      text: string;
      replyTo: {
        id: number;
        authorId: string;
        authorName: string;
        text: string;
        deleted: boolean;
      } | null;
      image: {
        url: string;
        width: number;
        height: number;
      } | null;
      edited: boolean;
      deleted: boolean;
      reactions: {
        emoji: string;
        count: number;
        userIds: string[];
      }[];
      mentions: {
        userIds: string[];
        roles: string[];
        everyone: boolean;
      };
      clientId: string | null;
      createdAt: string;
      previousId?: number | null;
      pinned?: {
        at: string;
        byName: string;
      } | null;
      threadRootId?: number | null;
      thread?: {
        replyCount: number;
        lastReplyAt: string;
      } | null;
      seq?: number;
    };
    Error: {
      error: {
        code: string;
        message: string;
      };
    };
    ChatMessage: {
      id: number;
      channel: string;
      author: {
        id: string;
        name: string;
        image: string | null;
        /** @enum {number} */
        priority: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        isBot: boolean;
      };
      text: string;
      replyTo: {
        id: number;
        authorId: string;
        authorName: string;
        text: string;
        deleted: boolean;
      } | null;
      image: {
        url: string;
        width: number;
        height: number;
      } | null;
      edited: boolean;
      deleted: boolean;
      reactions: {
        emoji: string;
        count: number;
        userIds: string[];
      }[];
      mentions: {
        userIds: string[];
        roles: string[];
        everyone: boolean;
      };
      clientId: string | null;
      createdAt: string;
      previousId?: number | null;
      pinned?: {
        at: string;
        byName: string;
      } | null;
      threadRootId?: number | null;
      thread?: {
        replyCount: number;
        lastReplyAt: string;
      } | null;
      seq?: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
