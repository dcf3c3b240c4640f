import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { SEARCH_SORTS, type SearchSort } from '@contract/constants';
import { formatCount } from '@/lib/format';
import { activeFilters, clearedFilters, SORT_LABELS } from '@/features/search/search-filters';
import type { SearchFilters } from '@/features/search/search-href';

/** "1 phone", "24 phones". */
export function phonesCount(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'phone' : 'phones'}`;
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

/** Above the list: how many phones match, the sort, the phone's Filters (n) button, and the filters in force as chips. */
export function ResultsBar({ filters, onChange, total, loading, onOpenFilters }: ResultsBarProps) {
  const chips = activeFilters(filters);
  return (
    <Box sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 700, minWidth: 80 }}>
          {loading ? <Skeleton width={90} /> : total === undefined ? null : phonesCount(total)}
        </Typography>
        <Button
          variant="outlined"
          color="inherit"
          onClick={onOpenFilters}
          startIcon={<TuneIcon />}
          sx={{ display: { md: 'none' }, borderColor: 'divider', fontWeight: 600, ml: 'auto' }}
        >
          {chips.length ? `Filters (${chips.length})` : 'Filters'}
        </Button>
        <TextField
          select
          size="small"
          id="sort"
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as SearchSort })}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          {SEARCH_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {chips.length ? (
        <Box component="ul" aria-label="Active filters" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {chips.map((chip) => (
            <li key={chip.key}>
              {/* The whole chip removes the filter (a tap target a thumb can hit), as do Backspace and Delete. */}
              <Chip label={chip.label} aria-label={`Remove filter: ${chip.label}`} onClick={() => onChange(chip.without)} onDelete={() => onChange(chip.without)} />
            </li>
          ))}
          <li>
            <Button size="small" onClick={() => onChange(clearedFilters(filters))}>
              Clear all
            </Button>
          </li>
        </Box>
      ) : null}
    </Box>
  );
}
