import type { components, paths } from './api-schema.gen';

/**
 * Names for the shapes of the generated API types (api-schema.gen.ts, from the server's
 * OpenAPI document): features alias these instead of copying interfaces, so a server schema
 * change that breaks the web fails its typecheck.
 */
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

/** A schema the document names once and refers to (such as ChatMessage). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The products the shop sells, as the catalogue names them. */
export type ProductKey = ApiResponse<'/api/products', 'get'>['products'][number]['key'];
