import { SEARCH_SORTS, type SearchSort } from '@contract/constants';
import { Bone } from '@/components/bone';
import { buttonLook, buttonStartIcon } from '@/components/button-look';
import chip from '@/components/chip.module.css';
import { SelectField } from '@/components/field';
import { Glyph } from '@/components/glyph';
import { formatCountOf } from '@/lib/format';
import styles from '@/features/search/components/results-bar.module.css';
import { activeFilters, clearedFilters, SORT_LABELS } from '@/features/search/search-filters';
import type { SearchFilters } from '@/features/search/search-href';

/** "1 phone", "24 phones". */
export function phonesCount(total: number): string {
  return formatCountOf(total, { one: 'phone', other: 'phones' });
}

interface ResultsBarProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** How many phones match (`X-Total-Count`); undefined while the first page loads. */
  total: number | undefined;
  loading: boolean;
  /** Opens the phone's filter sheet. */
  onOpenFilters: () => void;
}

/**
 * Above the list: how many phones match, the sort, the phone's Filters (n) button, and the filters
 * in force as chips. Plain CSS (results-bar.module.css), as the rest of a list's first paint.
 */
export function ResultsBar({ filters, onChange, total, loading, onOpenFilters }: ResultsBarProps) {
  const chips = activeFilters(filters);
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <p role="status" aria-live="polite" className={styles.count}>
          {loading ? <Bone width={90} /> : total === undefined ? null : phonesCount(total)}
        </p>
        <button type="button" className={`${buttonLook('outlined', 'inherit')} ${styles.filters}`} onClick={onOpenFilters}>
          <span className={buttonStartIcon}>
            <Glyph name="tune" />
          </span>
          {chips.length ? `Filters (${chips.length})` : 'Filters'}
        </button>
        <SelectField id="sort" label="Sort by" className={styles.sort} value={filters.sort} onChange={(event) => onChange({ ...filters, sort: event.target.value as SearchSort })}>
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
      </div>
      {chips.length ? (
        <ul aria-label="Active filters" className={styles.chips}>
          {chips.map((active) => (
            <li key={active.key}>
              {/* The whole chip removes the filter (a tap target a thumb can hit), as do Backspace and Delete. */}
              <button
                type="button"
                className={`${chip.chip} ${chip.removable}`}
                aria-label={`Remove filter: ${active.label}`}
                onClick={() => onChange(active.without)}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' || event.key === 'Delete') onChange(active.without);
                }}
              >
                <span className={chip.label}>{active.label}</span>
                <Glyph name="cancel" className={chip.delete} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={buttonLook('small')} onClick={() => onChange(clearedFilters(filters))}>
              Clear all
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
