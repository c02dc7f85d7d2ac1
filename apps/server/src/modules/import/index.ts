// The import module's public face: other modules import it from here, never its files.
export { importRunSchema, presentImportRun } from './present';
export { listRuns } from './service';
