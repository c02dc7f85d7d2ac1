import { describe, expect, it } from 'vitest';
import { queryString } from '../../../lib/api-client';
import type { OrderFilters } from '../types';
import {
  applyFilterPatch,
  clearFilters,
  commissionsQuery,
  hasActiveFilters,
  mailingListExportHref,
  mailingListQuery,
  ordersExportHref,
  ordersQuery,
  pageOffset,
  parseOrderFilters,
  rangeProblem,
  reportQuery,
} from './filters';

const TODAY = '2026-03-30';
const parse = (query: string) => parseOrderFilters(new URLSearchParams(query), TODAY);

const filters = (overrides: Partial<OrderFilters> = {}): OrderFilters => ({
  from: '2026-03-01',
  to: '2026-03-30',
  product: null,
  status: null,
  q: '',
  interval: 'day',
  page: 1,
  commissionsPage: 1,
  ...overrides,
});

describe('parseOrderFilters', () => {
  it('defaults to the last 30 days, any product and status, per day, first pages', () => {
    expect(parse('')).toEqual(filters());
  });

  it('reads every filter the URL gives', () => {
    expect(
      parse(
        'from=2026-01-05&to=2026-02-10&product=badge&status=completed&q=+ada%40x.com+&interval=week&page=3&commissionsPage=2',
      ),
    ).toEqual({
      from: '2026-01-05',
      to: '2026-02-10',
      product: 'badge',
      status: 'completed',
      q: 'ada@x.com',
      interval: 'week',
      page: 3,
      commissionsPage: 2,
    });
  });

  it('counts 30 days back from a chosen end date when no start is given', () => {
    expect(parse('to=2026-02-28')).toMatchObject({ from: '2026-01-30', to: '2026-02-28' });
  });

  it('ends today when only a start is given, or on the start when it lies ahead', () => {
    expect(parse('from=2025-12-01')).toMatchObject({ from: '2025-12-01', to: TODAY });
    expect(parse('from=2026-04-10')).toMatchObject({ from: '2026-04-10', to: '2026-04-10' });
  });

  it('drops malformed values and keeps the defaults instead', () => {
    expect(
      parse(
        'from=2026-02-30&to=yesterday&product=../etc&status=paid&interval=month&page=0&commissionsPage=-2',
      ),
    ).toEqual(filters());
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=9999999').page).toBe(1);
    expect(parse('product=').product).toBeNull();
  });

  it('keeps a reversed range as given, for rangeProblem to report', () => {
    expect(parse('from=2026-03-10&to=2026-03-01')).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-01',
    });
  });
});

describe('rangeProblem', () => {
  it('accepts a single day and ordinary ranges', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toMatch(/before the start/);
  });

  it('refuses ranges longer than the report covers', () => {
    expect(rangeProblem({ from: '2010-01-01', to: '2026-03-01' })).toMatch(/at most 3660 days/);
  });
});

describe('applyFilterPatch', () => {
  const url = (query: string, patch: Parameters<typeof applyFilterPatch>[1]) =>
    applyFilterPatch(new URLSearchParams(query), patch).toString();

  it('writes only what changed and leaves defaults out', () => {
    expect(url('', { status: 'failed' })).toBe('status=failed');
    expect(url('status=failed', { status: null })).toBe('');
    expect(url('interval=week', { interval: 'day' })).toBe('');
    expect(url('', { interval: 'week' })).toBe('interval=week');
    expect(url('', { from: '2026-03-05' })).toBe('from=2026-03-05');
  });

  it('sends the orders table back to page 1 when what it lists changes', () => {
    expect(url('page=4&commissionsPage=2', { product: 'indicator' })).toBe(
      'commissionsPage=2&product=indicator',
    );
    expect(url('page=4&commissionsPage=2', { status: 'created' })).toBe(
      'commissionsPage=2&status=created',
    );
  });

  it('writes the trimmed search, removes an empty one, and goes back to page 1', () => {
    expect(url('page=3', { q: '  Ada Lovelace ' })).toBe('q=Ada+Lovelace');
    expect(url('q=Ada&page=2', { q: '   ' })).toBe('');
  });

  it('sends both tables back to page 1 when the dates change', () => {
    expect(url('page=4&commissionsPage=2', { to: '2026-03-09' })).toBe('to=2026-03-09');
  });

  it('keeps the pages when only the chart interval changes', () => {
    expect(url('page=4', { interval: 'week' })).toBe('page=4&interval=week');
  });

  it('writes pages past the first and removes page 1', () => {
    expect(url('', { page: 2 })).toBe('page=2');
    expect(url('page=2', { page: 1 })).toBe('');
    expect(url('', { commissionsPage: 3 })).toBe('commissionsPage=3');
  });

  it('keeps parameters that are not filters', () => {
    expect(url('tab=x', { status: 'pending' })).toBe('tab=x&status=pending');
  });

  it('round-trips through parseOrderFilters', () => {
    const params = applyFilterPatch(new URLSearchParams(), {
      from: '2026-02-01',
      to: '2026-02-14',
      product: 'signals',
      status: 'completed',
      interval: 'week',
    });
    expect(parseOrderFilters(params, TODAY)).toEqual(
      filters({
        from: '2026-02-01',
        to: '2026-02-14',
        product: 'signals',
        status: 'completed',
        interval: 'week',
      }),
    );
  });
});

describe('clearFilters and hasActiveFilters', () => {
  it('removes every filter and keeps other parameters', () => {
    const params = new URLSearchParams('from=2026-01-01&status=failed&page=2&tab=x');
    expect(clearFilters(params).toString()).toBe('tab=x');
  });

  it('sees filters but not pages', () => {
    expect(hasActiveFilters(new URLSearchParams(''))).toBe(false);
    expect(hasActiveFilters(new URLSearchParams('page=3&commissionsPage=2'))).toBe(false);
    expect(hasActiveFilters(new URLSearchParams('interval=week'))).toBe(true);
    expect(hasActiveFilters(new URLSearchParams('product=badge'))).toBe(true);
    expect(hasActiveFilters(new URLSearchParams('q=ada'))).toBe(true);
  });
});

describe('query strings', () => {
  it('turns pages into offsets', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(100);
    expect(pageOffset(2, 20)).toBe(20);
    expect(pageOffset(0)).toBe(0);
  });

  it('builds the orders list query, leaving out unset filters', () => {
    expect(queryString(ordersQuery(filters({ page: 2 })))).toBe(
      'from=2026-03-01&to=2026-03-30&offset=50&limit=50',
    );
    expect(queryString(ordersQuery(filters({ product: 'badge', status: 'failed' }), 20))).toBe(
      'from=2026-03-01&to=2026-03-30&product=badge&status=failed&offset=0&limit=20',
    );
    expect(queryString(ordersQuery(filters({ q: 'PAY-1' })))).toBe(
      'from=2026-03-01&to=2026-03-30&q=PAY-1&offset=0&limit=50',
    );
  });

  it('points the export at the list’s filters, search included, without paging', () => {
    expect(ordersExportHref(filters({ status: 'refunded', q: 'a b@x.com', page: 4 }))).toBe(
      '/api/admin/orders/export.csv?from=2026-03-01&to=2026-03-30&status=refunded&q=a+b%40x.com',
    );
  });

  it('builds the report query with its interval and without paging', () => {
    expect(
      queryString(reportQuery(filters({ interval: 'week', status: 'completed', page: 5 }))),
    ).toBe('from=2026-03-01&to=2026-03-30&status=completed&interval=week');
  });

  it('filters commissions by dates only, with their own page', () => {
    expect(
      queryString(commissionsQuery(filters({ product: 'badge', page: 3, commissionsPage: 2 }))),
    ).toBe('from=2026-03-01&to=2026-03-30&offset=50&limit=50');
  });

  it('builds the mailing list query and export link with the trimmed, encoded search', () => {
    expect(queryString(mailingListQuery({ search: '  a+b@x.com ', offset: 100 }))).toBe(
      'search=a%2Bb%40x.com&offset=100&limit=50',
    );
    expect(mailingListExportHref('')).toBe('/api/admin/mailing-list/export.csv?search=');
    expect(mailingListExportHref(' gmail & co ')).toBe(
      '/api/admin/mailing-list/export.csv?search=gmail+%26+co',
    );
  });
});

describe('applyFilterPatch with cleared dates', () => {
  it('removes a date set to null, so it falls back to the default range', () => {
    const params = applyFilterPatch(new URLSearchParams('from=2026-03-10&to=2026-03-01&page=2'), {
      from: null,
      to: null,
    });
    expect(params.toString()).toBe('');
    expect(parseOrderFilters(params, TODAY)).toMatchObject({ from: '2026-03-01', to: TODAY });
  });
});
