// Names for the shapes of the generated API types (api-schema.gen.ts, from the server's
// OpenAPI document): features alias these instead of copying interfaces, so a server schema
// change that breaks the web fails its typecheck.
import type { paths } from './api-schema.gen';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

type JsonContent<Part> = Part extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** The JSON body `method path` answers with `status` (200 unless given). */
export type ApiResponse<
  Path extends keyof paths,
  M extends Method & keyof paths[Path],
  Status extends keyof paths[Path][M]['responses' & keyof paths[Path][M]] = 200 &
    keyof paths[Path][M]['responses' & keyof paths[Path][M]],
> = JsonContent<paths[Path][M]['responses' & keyof paths[Path][M]][Status]>;

/** The JSON body `method path` takes. */
export type ApiRequestBody<
  Path extends keyof paths,
  M extends Method & keyof paths[Path],
> = JsonContent<NonNullable<paths[Path][M]['requestBody' & keyof paths[Path][M]]>>;

/** The query string `method path` takes. */
export type ApiQuery<Path extends keyof paths, M extends Method & keyof paths[Path]> = NonNullable<
  (paths[Path][M] & { parameters: { query?: unknown } })['parameters']['query']
>;

/**
 * The products the shop sells. The server keeps a product's key as text (the catalogue is
 * data), so the document says string; this is the one place the web names them.
 */
export const PRODUCT_KEYS = ['indicator', 'badge', 'signals'] as const;

export type ProductKey = (typeof PRODUCT_KEYS)[number];
