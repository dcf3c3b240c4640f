import { useState } from 'react';
import { Form, Link as RouterLink, type Location, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { CategoryName } from '@contract/constants';
import { buttonLook } from '@/components/button-look';
import { EmptyState } from '@/components/empty-state';
import { Glyph } from '@/components/glyph';
import paper from '@/components/paper.module.css';
import { PageHeader } from '@/components/page-header';
import { useLanguage, usePaths, useWords } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { brandLabel } from '@/lib/format';
import { useSearchProducts } from '@/features/search/api/search-products';
import { FilterPanel } from '@/features/search/components/filter-panel';
import { FilterSheet } from '@/features/search/components/filter-sheet';
import { ResultsBar } from '@/features/search/components/results-bar';
import { activeFilters, clearedFilters, filtersFromSearch } from '@/features/search/search-filters';
import { DEFAULT_SORT, hrefOf, type SearchFilters } from '@/features/search/search-href';
import { savedQueryOf, suggestedSearchName } from '@/features/search/saved-query';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { ProductList } from '@/app/components/product-list';
import styles from '@/app/components/search-view.module.css';

/**
 * /products and /categories/:name: the phone list with its filters, sort and search words, all
 * in the address (a link reproduces the view, Back and Forward restore it). On wide screens the
 * filters are a sidebar; on phones a "Filters (n)" button opens them in a bottom sheet. Both, and
 * the sort, are GET forms that work before the scripts run or without them.
 */
export function SearchView({ category }: { category?: CategoryName }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The list's filters: those of the address being loaded (this list's), otherwise the address's.
  const next = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const filters = filtersFromSearch(next ? new URLSearchParams(next.search) : params, category);
  const products = useSearchProducts(filters);
  // What the person just chose, shown in the filters and the sort at once (a ticked box stays
  // ticked), until the router has moved to its address: its update is a transition, so the tap is
  // answered before the page's links and the list are drawn again. The next change builds on it.
  // Any move of the router (this change, Back) brings a new location: the choice is then past.
  const [choice, setChoice] = useState<{ filters: SearchFilters; at: Location } | null>(null);
  const choosing = choice?.at === location;
  const chosen = choosing ? choice.filters : filters;
  // The list is busy from the choice until its phones arrive (the previous ones show meanwhile).
  const listBusy = choosing || (!products.data && !products.error) || products.isPlaceholderData;
  const paths = usePaths();
  const language = useLanguage();
  const pageWords = useWords();
  const { t } = useLingui();

  // Each change is a new history entry; the page stays where it is (the list follows).
  const apply = (changed: SearchFilters) => {
    setChoice({ filters: changed, at: location });
    void navigate(pathInLanguage(hrefOf(changed), language), { preventScrollReset: true });
  };
  // While the phones of a change load, the count is the next one's, not the shown list's.
  const first = choosing || products.isPlaceholderData ? undefined : products.data?.pages[0];
  const brand = filters.category ? brandLabel(filters.category) : null;
  const words = filters.q;
  const title = brand ? t`${brand} phones` : t`All phones`;
  const subtitle = words ? t`Matching “${words}”` : brand ? t`Used ${brand} smartphones from sellers near you.` : t`Second-hand smartphones from sellers near you.`;

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className={styles.layout}>
        <aside aria-label={t`Filters`} className={`${paper.outlined} ${styles.sidebar}`}>
          {/* With the scripts, each change applies at once and the button is not drawn. */}
          <Form method="get" action={paths.products.getHref()} onSubmit={(event) => event.preventDefault()}>
            {chosen.q ? <input type="hidden" name="q" value={chosen.q} /> : null}
            {chosen.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={chosen.sort} /> : null}
            <FilterPanel filters={chosen} onChange={apply} idPrefix="sidebar" />
            <button type="submit" className={`${buttonLook('contained', 'fullWidth')} ${styles.apply}`}>
              {t`Apply filters`}
            </button>
          </Form>
        </aside>
        <div className={styles.results}>
          <SaveSearchButton query={savedQueryOf(filters)} suggestedName={suggestedSearchName(filters, pageWords)} />
          <ResultsBar filters={chosen} onChange={apply} total={first?.total} loading={listBusy} />
          <ProductList query={products} label={title} busy={choosing} empty={<NoMatches filters={filters} />} />
        </div>
      </div>
      <FilterSheet filters={chosen} onChange={apply} total={first?.total} />
    </>
  );
}

/** Nothing matches: the way out is clearing the filters, or the search words when there are no filters. */
function NoMatches({ filters }: { filters: SearchFilters }) {
  const filtered = activeFilters(filters).length > 0;
  const paths = usePaths();
  const language = useLanguage();
  const { t } = useLingui();
  const words = filters.q;
  if (!filtered && !words) {
    return <EmptyState icon={<Glyph name="searchOff" />} title={t`No phones here yet`} text={t`New phones are listed every day. Have a look again soon.`} />;
  }
  return (
    <EmptyState
      icon={<Glyph name="searchOff" />}
      title={words ? (filtered ? t`No phones match “${words}” with these filters` : t`No phones match “${words}”`) : t`No phones match these filters`}
      text={filtered ? t`Try a wider price range or fewer filters.` : t`Check the spelling, or try fewer words.`}
      action={
        <RouterLink to={filtered ? pathInLanguage(hrefOf(clearedFilters(filters)), language) : paths.products.getHref()} className={buttonLook('contained')}>
          {filtered ? t`Clear filters` : t`Clear search`}
        </RouterLink>
      }
    />
  );
}
