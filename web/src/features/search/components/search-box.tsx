import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import SmartphoneIcon from '@mui/icons-material/SmartphoneOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { Suggestion } from '@contract/search';
import { useDebounced } from '@/components/use-debounced';
import { SUGGEST_MIN_CHARS, useSuggestions } from '@/features/search/api/get-suggestions';
import { searchHref } from '@/features/search/search-href';
import { useLanguage } from '@/lib/i18n/hooks';
import { pathInLanguage } from '@/lib/i18n/languages';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER, searchFieldSx } from '@/features/search/components/search-field-look';

/** Keystrokes within this pause make one request for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

interface SearchBoxProps {
  /** The words already typed (in the header's light field before this loaded, or the current search). */
  initialText: string;
  autoFocus?: boolean;
  /** After a search is sent (the phone's overlay closes). */
  onSearch?: () => void;
  /** Escape on a closed list (the phone's overlay closes). */
  onEscape?: () => void;
}

/**
 * The header's search: type-ahead suggestions from GET /api/products/suggest (debounced), picked
 * with the arrows and Enter or the pointer; Enter on the words themselves opens /products?q=….
 * MUI's Autocomplete gives the combobox its keyboard and screen-reader behaviour.
 */
export function SearchBox({ initialText, autoFocus, onSearch, onEscape }: SearchBoxProps) {
  const navigate = useNavigate();
  const language = useLanguage();
  const { t, i18n } = useLingui();
  const [text, setText] = useState(initialText);
  const typed = useDebounced(text, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(typed);
  const options = typed.trim().length >= SUGGEST_MIN_CHARS && text.trim().length >= SUGGEST_MIN_CHARS ? (suggestions.data ?? []) : [];

  const go = (choice: string | Suggestion) => {
    void navigate(pathInLanguage(searchHref(choice), language));
    onSearch?.();
  };

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      fullWidth
      options={options}
      // The API already matched the words; keep its order.
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.kind}:${option.label}`)}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        // Picking a suggestion fills the field with its label; a reset to '' after a search keeps the words.
        if (reason !== 'reset' || value) setText(value);
      }}
      value={null}
      onChange={(_event, choice) => {
        if (choice !== null && (typeof choice !== 'string' || choice.trim())) go(choice);
      }}
      clearOnBlur={false}
      // Words typed into the light field before this box loaded get their suggestions once it takes the focus.
      openOnFocus
      blurOnSelect
      handleHomeEndKeys={false}
      slotProps={{ paper: { elevation: 6 } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          {option.kind === 'brand' ? <StorefrontIcon fontSize="small" color="action" /> : <SmartphoneIcon fontSize="small" color="action" />}
          <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
            {option.label}
          </Box>
          <Typography component="span" variant="caption" color="text.secondary">
            {option.kind === 'brand' ? t`Brand` : t`Model`}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={i18n._(SEARCH_PLACEHOLDER)}
          size="small"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !(params.inputProps as { 'aria-expanded'?: boolean })['aria-expanded']) onEscape?.();
          }}
          sx={searchFieldSx}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': i18n._(SEARCH_LABEL), type: 'search', enterKeyHint: 'search' },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
