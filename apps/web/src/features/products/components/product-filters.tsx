import { SelectField } from '../../../components/ui/text-field';
import { PRODUCT_FILTERS, PRODUCT_SORTS } from '../catalog';
import type { ProductFilter, ProductSort } from '../catalog';
import styles from './product-filters.module.css';

interface ProductFiltersProps {
  filter: ProductFilter;
  sort: ProductSort;
  onFilterChange: (filter: ProductFilter) => void;
  onSortChange: (sort: ProductSort) => void;
}

/** Type filter (All, Courses, Indicators, Signals) and price sort of spec §2. */
export function ProductFilters({
  filter,
  sort,
  onFilterChange,
  onSortChange,
}: ProductFiltersProps) {
  return (
    <div className={styles.bar}>
      <div className={styles.filters} role="group" aria-label="Filter by type">
        {PRODUCT_FILTERS.map((option) => (
          <button
            key={option.id}
            type="button"
            className={styles.filter}
            aria-pressed={filter === option.id}
            onClick={() => onFilterChange(option.id)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <SelectField
        className={styles.sort}
        label="Sort by"
        value={sort}
        onChange={(event) => onSortChange(event.target.value as ProductSort)}
      >
        {PRODUCT_SORTS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
