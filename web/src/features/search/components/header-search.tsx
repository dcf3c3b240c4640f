import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import type { SearchBox as SearchBoxType } from '@/features/search/components/search-box';
import { searchHref, searchWordsOf } from '@/features/search/search-href';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER } from '@/features/search/components/search-field-look';

type SearchBoxModule = { SearchBox: typeof SearchBoxType };

/**
 * The type-ahead (MUI's Autocomplete and the suggestions query) loads on first use: the home
 * page's first load carries only this light field, which it replaces once it has arrived.
 */
let searchBoxModule: SearchBoxModule | null = null;
let loading: Promise<SearchBoxModule> | null = null;
function loadSearchBox(): Promise<SearchBoxModule> {
  loading ??= import('@/features/search/components/search-box').then(
    (module) => (searchBoxModule = module),
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
      <Box role="search" sx={{ display: { xs: 'none', md: 'block' }, flex: '1 1 240px', minWidth: 120, maxWidth: 400, mx: { md: 1, lg: 2 } }}>
        {/* A new address's words replace what was typed. */}
        <SearchSlot key={words} initialText={words} />
      </Box>
      <IconButton ref={opener} aria-label={SEARCH_LABEL} title={SEARCH_LABEL} onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
        <SearchIcon />
      </IconButton>
      {open ? (
        <Box
          role="search"
          sx={{ position: 'absolute', inset: 0, zIndex: 1, display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 0.5, bgcolor: 'background.paper' }}
        >
          <IconButton aria-label="Close search" onClick={close} edge="start">
            <ArrowBackIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <SearchSlot initialText={words} autoFocus onDone={() => setOpen(false)} onEscape={close} />
          </Box>
        </Box>
      ) : null}
    </>
  );
}

/**
 * The light field: a plain input drawn like the small outlined MUI field the full box uses (MUI's
 * input components would add their code to the first load), so nothing moves when it is replaced.
 */
const lightFieldSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  height: 40,
  px: 1.75,
  borderRadius: 999,
  border: '1px solid rgba(0, 0, 0, 0.23)',
  bgcolor: 'background.paper',
  color: 'action.active',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme: Theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
  '& input': { flexGrow: 1, minWidth: 0, border: 0, outline: 0, p: 0, bgcolor: 'transparent', font: 'inherit', fontSize: '1rem', color: 'text.primary' },
  '& input::placeholder': { color: 'text.secondary', opacity: 0.8 },
  '& input::-webkit-search-cancel-button': { display: 'none' },
} as const;

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
  return (
    <Box sx={lightFieldSx}>
      <SearchIcon fontSize="small" aria-hidden="true" />
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
    </Box>
  );
}
