import { writeFile } from 'node:fs/promises';
import { buildOpenApiDocument, generateWebApiTypes, WEB_API_TYPES_FILE } from './web-types';

await writeFile(WEB_API_TYPES_FILE, await generateWebApiTypes(await buildOpenApiDocument()));
process.stdout.write(`Wrote ${WEB_API_TYPES_FILE}\n`);
