import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
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

/**
 * The search in the header, on every page: a field on wide screens; on phones a search icon that
 * opens a full-width field over the header. On the phone list it shows the words searched for.
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const words = searchWordsOf(pathname, search);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <div role="search" className={styles.wide}>
        {/* A new address's words replace what was typed. */}
        <SearchSlot key={words} initialText={words} />
      </div>
      <button type="button" ref={opener} aria-label={SEARCH_LABEL} title={SEARCH_LABEL} onClick={() => setOpen(true)} className={`${iconButtonLook()} ${styles.opener}`}>
        <Glyph name="search" />
      </button>
      {open ? (
        <div role="search" className={styles.overlay}>
          <button type="button" aria-label="Close search" onClick={close} className={iconButtonLook({ edge: 'start' })}>
            <Glyph name="arrowBack" />
          </button>
          <div className={styles.slot}>
            <SearchSlot initialText={words} autoFocus onDone={() => setOpen(false)} onEscape={close} />
          </div>
        </div>
      ) : null}
    </>
  );
}

interface SearchSlotProps {
  initialText: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onEscape?: () => void;
}

/** The light field until the full search box has loaded (on focus or hover), then the box, with the words typed so far. */
function SearchSlot({ initialText, autoFocus = false, onDone, onEscape }: SearchSlotProps) {
  const navigate = useNavigate();
  const [module, setModule] = useState(searchBoxModule);
  const [text, setText] = useState(initialText);
  const [focused, setFocused] = useState(autoFocus);

  const load = () => {
    if (!module) void loadSearchBox().then(setModule, () => undefined);
  };
  useEffect(() => {
    if (autoFocus) load();
    // Only on mount: an overlay opened by a tap starts loading at once.
  }, []);

  if (module) return <module.SearchBox initialText={text} autoFocus={focused} onSearch={onDone} onEscape={onEscape} />;
  // The light field: a plain input drawn like the small outlined MUI field the full box uses (MUI's
  // input components would add their code to the first load), so nothing moves when it is replaced.
  return (
    <div className={styles.field}>
      <Glyph name="search" className={styles.fieldIcon} />
      <input
        autoFocus={autoFocus}
        value={text}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_LABEL}
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
          if (event.key === 'Enter' && text.trim()) {
            void navigate(searchHref(text));
            onDone?.();
          }
          if (event.key === 'Escape') onEscape?.();
        }}
      />
    </div>
  );
}
