import { msg } from '@lingui/core/macro';

/** What the header's search field says and how it looks, shared by its light stand-in and the full box. */
export const SEARCH_LABEL = msg`Search phones`;
export const SEARCH_PLACEHOLDER = msg`Search phones, e.g. iPhone 13 128`;

export const searchFieldSx = {
  '& .MuiOutlinedInput-root, &.MuiOutlinedInput-root': { borderRadius: 999, bgcolor: 'background.paper', pr: 1.5 },
  '& input[type="search"]::-webkit-search-cancel-button': { display: 'none' },
} as const;
