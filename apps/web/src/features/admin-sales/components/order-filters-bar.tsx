import { isOrderStatus, ORDER_SEARCH_MAX, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@bbt/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FilterX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { useProductOptions } from '../api/get-product-options';
import type { OrderFilters } from '../types';
import type { FilterPatch } from '../utils/filters';
import { DateFilter } from './date-filter';
import styles from './sales.module.css';

interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (patch: FilterPatch) => void;
  onReset: () => void;
  /** Any filter is set: offer to clear them. */
  active: boolean;
  /** Why the date range can't be used, shown on the end date. */
  rangeError: string | null;
}

const SEARCH_DELAY_MS = 300;

/**
 * The search box: typed freely, written to the URL once typing pauses; a search changed from
 * outside (Reset filters, a shared link) shows in the box.
 */
function OrderSearch({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const [input, setInput] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  if (value !== shown) {
    setShown(value);
    setInput(value);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const type = (next: string) => {
    setInput(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (next.trim() !== value) onCommit(next.trim());
    }, SEARCH_DELAY_MS);
  };
  return (
    <TextField
      className={styles.searchFilter}
      label="Search orders"
      type="search"
      value={input}
      onChange={(event) => type(event.target.value)}
      placeholder="Buyer name or email, order or PayPal id"
      autoComplete="off"
      spellCheck={false}
      maxLength={ORDER_SEARCH_MAX}
    />
  );
}

/** Search, dates, product and status of the orders view; every change goes to the URL. */
export function OrderFiltersBar({
  filters,
  onChange,
  onReset,
  active,
  rangeError,
}: OrderFiltersBarProps) {
  const products = useProductOptions();
  const options = products.data ?? [];
  // A product from a shared link that the catalogue no longer lists still shows as chosen.
  const unknownProduct =
    filters.product !== null && !options.some((p) => p.key === filters.product)
      ? filters.product
      : null;
  const setFrom = useCallback((from: string) => onChange({ from }), [onChange]);
  const setTo = useCallback((to: string) => onChange({ to }), [onChange]);
  const setSearch = useCallback((q: string) => onChange({ q }), [onChange]);

  return (
    <form
      className={styles.filters}
      aria-label="Order filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <OrderSearch value={filters.q} onCommit={setSearch} />
      <DateFilter label="From" value={filters.from} max={filters.to} onCommit={setFrom} />
      <DateFilter
        label="To"
        value={filters.to}
        min={filters.from}
        onCommit={setTo}
        error={rangeError}
      />
      <SelectField
        className={styles.wideOnPhone}
        label="Product"
        value={filters.product ?? ''}
        onChange={(event) => onChange({ product: event.target.value || null })}
        hint={products.isError ? 'The product list could not be loaded.' : undefined}
      >
        <option value="">Any product</option>
        {options.map((product) => (
          <option key={product.key} value={product.key}>
            {product.title}
          </option>
        ))}
        {unknownProduct ? <option value={unknownProduct}>{unknownProduct}</option> : null}
      </SelectField>
      <SelectField
        className={styles.wideOnPhone}
        label="Status"
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({ status: isOrderStatus(event.target.value) ? event.target.value : null })
        }
      >
        <option value="">Any status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <div className={styles.filtersFoot}>
        <p className={styles.hint}>
          The search looks within the dates chosen. Days run midnight to midnight UTC and include
          both ends. Without dates, the last 30 days are shown.
        </p>
        {active ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<FilterX size={16} aria-hidden="true" />}
            onClick={onReset}
          >
            Reset filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
