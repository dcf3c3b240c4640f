import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { hidePopover, useClosePopoverOnNavigation } from '@/components/popover';
import { useLanguage, usePaths } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { loadWithMui } from '@/lib/lazy-with-mui';
import type { SearchBox as SearchBoxType } from '@/features/search/components/search-box';
import { searchHref, searchWordsOf } from '@/features/search/search-href';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER } from '@/features/search/components/search-field-look';
import styles from '@/features/search/components/header-search.module.css';

type SearchBoxModule = { SearchBox: ComponentType<ComponentProps<typeof SearchBoxType>> };

/**
 * The type-ahead (MUI's Autocomplete, its theme and the suggestions query) loads on first use: the
 * home page's first load carries only this light field, which it replaces once it has arrived.
 */
let searchBoxModule: SearchBoxModule | null = null;
let loading: Promise<SearchBoxModule> | null = null;
function loadSearchBox(): Promise<SearchBoxModule> {
  loading ??= loadWithMui(async () => (await import('@/features/search/components/search-box')).SearchBox).then(
    (SearchBox) => (searchBoxModule = { SearchBox }),
    (error: unknown) => {
      loading = null; // The next focus tries again; meanwhile the light field still searches with Enter.
      throw error;
    },
  );
  return loading;
}

const SEARCH_OVERLAY_ID = 'search-overlay';

/**
 * The search in the header, on every page: a field on wide screens; on phones, and wherever the
 * header is `crowded` (a signed-in person's links, photo, name and Logout leave a field too little
 * room to read), a search icon that opens a full-width field over the header (an HTML popover, so
 * it opens before the scripts run).
 * Each field is a GET form to the phone list (`q`): Enter searches with or without JavaScript;
 * with it, the field becomes the type-ahead. On the phone list it shows the words searched for.
 */
export function HeaderSearch({ crowded = false }: { crowded?: boolean }) {
  const { pathname, search } = useLocation();
  const words = searchWordsOf(pathname, search);
  const { t, i18n } = useLingui();
  const label = i18n._(SEARCH_LABEL);
  useClosePopoverOnNavigation(SEARCH_OVERLAY_ID);
  const close = () => hidePopover(SEARCH_OVERLAY_ID);

  return (
    <>
      <SearchForm className={crowded ? `${styles.wide} ${styles.crowded}` : styles.wide}>
        {/* A new address's words replace what was typed. */}
        <SearchSlot key={words} initialText={words} />
      </SearchForm>
      <button type="button" popoverTarget={SEARCH_OVERLAY_ID} aria-label={label} title={label} className={`${iconButtonLook()} ${styles.opener} ${crowded ? styles.crowded : ''}`}>
        <Glyph name="search" />
      </button>
      <div
        id={SEARCH_OVERLAY_ID}
        popover="auto"
        className={`${styles.overlay} ${crowded ? styles.crowded : ''}`}
        onToggle={(event) => {
          if ((event.nativeEvent as ToggleEvent).newState === 'open') event.currentTarget.querySelector('input')?.focus();
        }}
      >
        <button type="button" popoverTarget={SEARCH_OVERLAY_ID} popoverTargetAction="hide" aria-label={t`Close search`} className={iconButtonLook({ edge: 'start' })}>
          <Glyph name="arrowBack" />
        </button>
        <SearchForm className={styles.slot}>
          <SearchSlot key={words} initialText={words} onDone={close} onEscape={close} />
        </SearchForm>
      </div>
    </>
  );
}

/**
 * A GET form to the phone list: sent by Enter where the scripts have not run. With them, the
 * field handles Enter itself (a brand's words lead to its page, a suggestion to its phones).
 */
function SearchForm({ className, children }: { className?: string; children: ReactNode }) {
  const paths = usePaths();
  return (
    <Form method="get" action={paths.products.getHref()} role="search" className={className} onSubmit={(event) => event.preventDefault()}>
      {children}
    </Form>
  );
}

interface SearchSlotProps {
  initialText: string;
  onDone?: () => void;
  onEscape?: () => void;
}

/** The light field until the full search box has loaded (on focus or hover), then the box, with the words typed so far. */
function SearchSlot({ initialText, onDone, onEscape }: SearchSlotProps) {
  const navigate = useNavigate();
  const language = useLanguage();
  const { i18n } = useLingui();
  const [module, setModule] = useState(searchBoxModule);
  const [text, setText] = useState(initialText);
  const [focused, setFocused] = useState(false);

  const load = () => {
    if (!module) void loadSearchBox().then(setModule, () => undefined);
  };

  if (module) return <module.SearchBox initialText={text} autoFocus={focused} onSearch={onDone} onEscape={onEscape} />;
  // The light field: a plain input drawn like the small outlined MUI field the full box uses (MUI's
  // input components would add their code to the first load), so nothing moves when it is replaced.
  return (
    <div className={styles.field}>
      <Glyph name="search" className={styles.fieldIcon} />
      <input
        name="q"
        value={text}
        placeholder={i18n._(SEARCH_PLACEHOLDER)}
        aria-label={i18n._(SEARCH_LABEL)}
        type="search"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        onChange={(event) => setText(event.target.value)}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
        onMouseEnter={load}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (!text.trim()) return;
            void navigate(pathInLanguage(searchHref(text), language));
            onDone?.();
          }
          if (event.key === 'Escape') onEscape?.();
        }}
      />
    </div>
  );
}
