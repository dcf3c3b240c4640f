import { Form, Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_SORTS, type SearchSort } from '@contract/constants';
import { Bone } from '@/components/bone';
import { buttonLook, buttonStartIcon } from '@/components/button-look';
import chip from '@/components/chip.module.css';
import { SelectField } from '@/components/field';
import { Glyph } from '@/components/glyph';
import { useLanguage, useWords } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import styles from '@/features/search/components/results-bar.module.css';
import { FILTER_SHEET_ID } from '@/features/search/components/filter-sheet';
import { activeFilters, clearedFilters, phonesCount, SORT_LABELS } from '@/features/search/search-filters';
import { apiParamsOf, hrefOf, NO_FILTERS, type SearchFilters } from '@/features/search/search-href';


interface ResultsBarProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** How many phones match (`X-Total-Count`); undefined while the first page loads. */
  total: number | undefined;
  loading: boolean;
}

/**
 * Above the list: how many phones match, the sort, the phone's Filters (n) button, and the filters
 * in force as chips. The sort is a GET form carrying the other filters, sent by its button where
 * the scripts have not run; the chips are links.
 */
export function ResultsBar({ filters, onChange, total, loading }: ResultsBarProps) {
  const { t, i18n } = useLingui();
  const words = useWords();
  const { format } = words;
  const language = useLanguage();
  const hrefIn = (changed: SearchFilters) => pathInLanguage(hrefOf(changed), language);
  const chips = activeFilters(filters, words);
  const filterCount = format.formatCount(chips.length);
  const { sort: _sort, category: _category, ...kept } = apiParamsOf(filters);
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <p role="status" aria-live="polite" className={styles.count}>
          {loading ? <Bone width={90} /> : total === undefined ? null : phonesCount(total, words)}
        </p>
        <button type="button" popoverTarget={FILTER_SHEET_ID} className={`${buttonLook('outlined', 'inherit')} ${styles.filters}`}>
          <span className={buttonStartIcon}>
            <Glyph name="tune" />
          </span>
          {chips.length ? t`Filters (${filterCount})` : t`Filters`}
        </button>
        <Form method="get" action={hrefIn({ ...NO_FILTERS, category: filters.category })} onSubmit={(event) => event.preventDefault()} className={styles.sortForm}>
          {Object.entries(kept).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />))}
          <SelectField id="sort" name="sort" label={t`Sort by`} className={styles.sort} value={filters.sort} onChange={(event) => onChange({ ...filters, sort: event.target.value as SearchSort })}>
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(SORT_LABELS[sort])}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={`${buttonLook('outlined')} ${styles.sortSubmit}`}>
            {t`Sort`}
          </button>
        </Form>
      </div>
      {chips.length ? (
        <ul aria-label={t`Active filters`} className={styles.chips}>
          {chips.map((active) => (
            <li key={active.key}>
              {/* The whole chip removes the filter (a tap target a thumb can hit), as do Backspace and Delete. */}
              <RouterLink
                to={hrefIn(active.without)}
                preventScrollReset
                className={`${chip.chip} ${chip.removable}`}
                aria-label={t`Remove filter: ${active.label}`}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' || event.key === 'Delete') onChange(active.without);
                }}
              >
                <span className={chip.label}>{active.label}</span>
                <Glyph name="cancel" className={chip.delete} />
              </RouterLink>
            </li>
          ))}
          <li>
            <RouterLink to={hrefIn(clearedFilters(filters))} preventScrollReset className={buttonLook('small')}>
              {t`Clear all`}
            </RouterLink>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
