/** What happened to each entity's documents in one import run. */
export type Outcome = 'imported' | 'updated' | 'unchanged' | 'skipped';

/** How many example document ids a reason keeps. */
const EXAMPLES = 5;

export interface ReasonLine {
  reason: string;
  count: number;
  examples: string[];
}

export interface EntityReport {
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Why documents were skipped (refused), one line per distinct reason. */
  skippedReasons: ReasonLine[];
  /** Documents taken with a documented default for a bad or missing field. */
  notes: ReasonLine[];
}

export interface ImportReport {
  source: string;
  dryRun: boolean;
  startedAt: string;
  finishedAt: string | null;
  entities: Record<string, EntityReport>;
  /** Whole-run problems: a missing file, a file that isn't JSON. */
  errors: string[];
}

export class ReportBuilder {
  private readonly report: ImportReport;

  constructor(source: string, dryRun: boolean) {
    this.report = {
      source,
      dryRun,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      entities: {},
      errors: [],
    };
  }

  private entity(name: string): EntityReport {
    let entry = this.report.entities[name];
    if (!entry) {
      entry = {
        read: 0,
        imported: 0,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        skippedReasons: [],
        notes: [],
      };
      this.report.entities[name] = entry;
    }
    return entry;
  }

  /** Makes the entity appear in the report even when the export has none of it. */
  touch(entity: string): void {
    this.entity(entity);
  }

  read(entity: string): void {
    this.entity(entity).read += 1;
  }

  count(entity: string, outcome: Outcome, sourceId: string, reason?: string): void {
    const entry = this.entity(entity);
    entry[outcome] += 1;
    if (outcome === 'skipped') addReason(entry.skippedReasons, reason ?? 'refused', sourceId);
  }

  note(entity: string, sourceId: string, note: string): void {
    addReason(this.entity(entity).notes, note, sourceId);
  }

  error(message: string): void {
    this.report.errors.push(message);
  }

  /** True when any document was refused or the run met an error: the exit code says so. */
  get refusedAny(): boolean {
    return (
      this.report.errors.length > 0 ||
      Object.values(this.report.entities).some((e) => e.skipped > 0)
    );
  }

  finish(): ImportReport {
    this.report.finishedAt = new Date().toISOString();
    return this.report;
  }
}

function addReason(lines: ReasonLine[], reason: string, sourceId: string): void {
  let line = lines.find((l) => l.reason === reason);
  if (!line) {
    line = { reason, count: 0, examples: [] };
    lines.push(line);
  }
  line.count += 1;
  if (line.examples.length < EXAMPLES) line.examples.push(sourceId);
}

/** The report as people read it in a terminal. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `Import of ${report.source}${report.dryRun ? ' (dry run: nothing was written)' : ''}`,
  ];
  const width = Math.max(8, ...Object.keys(report.entities).map((name) => name.length));
  lines.push(
    `${'entity'.padEnd(width)}  ${['read', 'imported', 'updated', 'unchanged', 'skipped'].map((h) => h.padStart(9)).join(' ')}`,
  );
  for (const [name, e] of Object.entries(report.entities)) {
    const figures = [e.read, e.imported, e.updated, e.unchanged, e.skipped];
    lines.push(`${name.padEnd(width)}  ${figures.map((n) => String(n).padStart(9)).join(' ')}`);
  }
  for (const [name, e] of Object.entries(report.entities)) {
    for (const line of e.skippedReasons) {
      lines.push(
        `${name}: skipped ${line.count}: ${line.reason} (e.g. ${line.examples.join(', ')})`,
      );
    }
    for (const line of e.notes) {
      lines.push(`${name}: note ${line.count}: ${line.reason} (e.g. ${line.examples.join(', ')})`);
    }
  }
  for (const error of report.errors) lines.push(`error: ${error}`);
  return `${lines.join('\n')}\n`;
}
