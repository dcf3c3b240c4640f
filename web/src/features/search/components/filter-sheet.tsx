import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { FilterPanel } from '@/features/search/components/filter-panel';
import { activeFilters, clearedFilters } from '@/features/search/search-filters';
import type { SearchFilters } from '@/features/search/search-href';
import { phonesCount } from '@/features/search/components/results-bar';

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** How many phones match, when known. */
  total: number | undefined;
}

/** The filters on a phone: a sheet from the bottom; the list behind it follows each change. */
export function FilterSheet({ open, onClose, filters, onChange, total }: FilterSheetProps) {
  const active = activeFilters(filters).length;
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'filter-sheet-title',
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '88vh', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="filter-sheet-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', px: 2, py: 2, flexGrow: 1 }}>
        <FilterPanel filters={filters} onChange={onChange} idPrefix="sheet" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', pb: 'max(12px, env(safe-area-inset-bottom))' }}>
        <Button variant="outlined" onClick={() => onChange(clearedFilters(filters))} disabled={active === 0} sx={{ flex: '0 0 auto' }}>
          Clear all
        </Button>
        <Button variant="contained" onClick={onClose} sx={{ flexGrow: 1 }}>
          {total === undefined ? 'Show phones' : `Show ${phonesCount(total)}`}
        </Button>
      </Box>
    </Drawer>
  );
}
