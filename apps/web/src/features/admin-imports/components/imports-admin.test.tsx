// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { ImportRun } from '../types';
import { ImportsAdmin } from './imports-admin';

const entity = (read: number, skipped = 0) => ({
  read,
  imported: read - skipped,
  updated: 0,
  unchanged: 0,
  skipped,
  skippedReasons: skipped
    ? [{ reason: 'negative credits', count: skipped, examples: ['uid-0005'] }]
    : [],
  notes: [],
});

const run: ImportRun = {
  id: 1,
  source: '/srv/export',
  startedBy: 'command line (ops)',
  status: 'refused',
  startedAt: '2026-11-25T10:00:00.000Z',
  finishedAt: '2026-11-25T10:05:00.000Z',
  report: {
    source: '/srv/export',
    dryRun: false,
    startedAt: '2026-11-25T10:00:00.000Z',
    finishedAt: '2026-11-25T10:05:00.000Z',
    entities: { users: entity(300, 1), messages: entity(4000) },
    errors: [],
  },
};

function renderPage(imports: ImportRun[]) {
  const api = installFakeFetch();
  api.on('GET', '/api/admin/imports', () => ({ body: { imports } }));
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <ImportsAdmin />
    </Providers>,
  );
}

describe('ImportsAdmin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists past imports with who ran them, and their report a click away', async () => {
    renderPage([run]);
    expect(await screen.findByText('by command line (ops)')).toBeTruthy();
    expect(screen.getByText('Done, some documents skipped')).toBeTruthy();
    fireEvent.click(screen.getByText('/srv/export'));
    expect(screen.getByText('messages')).toBeTruthy();
    expect(screen.getByText(/negative credits \(for example uid-0005\)/)).toBeTruthy();
  });

  it('says where imports come from when there are none', async () => {
    renderPage([]);
    expect(await screen.findByText('No imports yet')).toBeTruthy();
  });
});
