import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderFilters } from '../types';
import { utcDay } from '../utils/days';
import type { FilterPatch } from '../utils/filters';
import {
  applyFilterPatch,
  clearFilters,
  hasActiveFilters,
  parseOrderFilters,
} from '../utils/filters';

export interface OrderFiltersState {
  filters: OrderFilters;
  /** Any filter differs from the defaults. */
  active: boolean;
  update: (patch: FilterPatch) => void;
  reset: () => void;
}

/**
 * The orders view's filters, read from and written to the URL's search parameters (replacing
 * the history entry, so typing a date doesn't fill the Back button).
 */
export function useOrderFilters(): OrderFiltersState {
  const [params, setParams] = useSearchParams();
  // 'Today' is fixed for the visit, so the default range doesn't move under the reader.
  const [today] = useState(() => utcDay(new Date()));
  const filters = useMemo(() => parseOrderFilters(params, today), [params, today]);
  const update = useCallback(
    (patch: FilterPatch) =>
      setParams((current) => applyFilterPatch(current, patch), { replace: true }),
    [setParams],
  );
  const reset = useCallback(
    () => setParams((current) => clearFilters(current), { replace: true }),
    [setParams],
  );
  return { filters, active: hasActiveFilters(params), update, reset };
}
