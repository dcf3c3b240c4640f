import { Form, Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { buttonLook, iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { hidePopover, useClosePopoverOnNavigation } from '@/components/popover';
import { useLanguage, usePaths, useWords } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { FilterPanel } from '@/features/search/components/filter-panel';
import styles from '@/features/search/components/filter-sheet.module.css';
import { activeFilters, clearedFilters, phonesCount } from '@/features/search/search-filters';
import { DEFAULT_SORT, hrefOf, type SearchFilters } from '@/features/search/search-href';

export const FILTER_SHEET_ID = 'filter-sheet';

interface FilterSheetProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** How many phones match, when known. */
  total: number | undefined;
}

/**
 * The filters on a phone: a sheet from the bottom, an HTML popover the Filters button opens by
 * itself. It is a GET form: without JavaScript "Show phones" sends it; with it, the list behind
 * follows each change and "Show phones" only closes the sheet.
 */
export function FilterSheet({ filters, onChange, total }: FilterSheetProps) {
  useClosePopoverOnNavigation(FILTER_SHEET_ID, { samePage: 'keep' });
  const paths = usePaths();
  const language = useLanguage();
  const { t } = useLingui();
  const words = useWords();
  const active = activeFilters(filters).length;
  const close = () => hidePopover(FILTER_SHEET_ID);
  return (
    <div id={FILTER_SHEET_ID} popover="auto" role="dialog" aria-labelledby="filter-sheet-title" className={styles.sheet}>
      <Form
        method="get"
        action={paths.products.getHref()}
        className={styles.form}
        onSubmit={(event) => {
          // Each change has been applied already: the list behind is the one asked for.
          event.preventDefault();
          close();
        }}
      >
        <div className={styles.top}>
          <h2 id="filter-sheet-title" className={styles.title}>
            {t`Filters`}
          </h2>
          <button type="button" popoverTarget={FILTER_SHEET_ID} popoverTargetAction="hide" aria-label={t`Close filters`} className={iconButtonLook({ edge: 'end' })}>
            <Glyph name="close" />
          </button>
        </div>
        <div className={styles.body}>
          {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
          {filters.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={filters.sort} /> : null}
          <FilterPanel filters={filters} onChange={onChange} idPrefix="sheet" />
        </div>
        <div className={styles.actions}>
          <RouterLink
            to={pathInLanguage(hrefOf(clearedFilters(filters)), language)}
            preventScrollReset
            aria-disabled={active === 0 ? true : undefined}
            className={`${buttonLook('outlined')} ${styles.clear}`}
          >
            {t`Clear all`}
          </RouterLink>
          <button type="submit" className={`${buttonLook('contained')} ${styles.show}`}>
            {total === undefined ? t`Show phones` : t`Show ${phonesCount(total, words)}`}
          </button>
        </div>
      </Form>
    </div>
  );
}
