import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATEGORY_NAMES, CONDITIONS, STORAGE_GB_OPTIONS, type CategoryName } from '@contract/constants';
import { useDebounced } from '@/components/use-debounced';
import { brandLabel, capitalize, storageLabel } from '@/lib/format';
import { GOOD_BATTERY, RAM_OPTIONS } from '@/features/search/search-filters';
import type { SearchFilters } from '@/features/search/search-href';

interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** Distinguishes the ids of two panels on one page (the sidebar and the phone's sheet). */
  idPrefix: string;
}

/** A typed price applies after this pause, on Enter, or when the field is left. */
export const PRICE_DEBOUNCE_MS = 800;

/**
 * The filters of the phone list: brand, condition, price range, storage, RAM, battery health and
 * verified sellers. Every change goes straight to `onChange` (the address bar), so the list follows.
 */
export function FilterPanel({ filters, onChange, idPrefix }: FilterPanelProps) {
  const set = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Group title="Brand">
        <RadioGroup
          aria-label="Brand"
          name={`${idPrefix}-brand`}
          value={filters.category ?? 'all'}
          onChange={(event) => set({ category: event.target.value === 'all' ? null : (event.target.value as CategoryName) })}
        >
          <FormControlLabel value="all" control={<Radio size="small" />} label="All brands" />
          {CATEGORY_NAMES.map((name) => (
            <FormControlLabel key={name} value={name} control={<Radio size="small" />} label={brandLabel(name)} />
          ))}
        </RadioGroup>
      </Group>

      <Divider />
      <Group title="Condition">
        {CONDITIONS.map((condition) => (
          <FormControlLabel
            key={condition}
            label={capitalize(condition)}
            control={
              <Checkbox
                size="small"
                checked={filters.condition.includes(condition)}
                onChange={(event) =>
                  set({ condition: event.target.checked ? [...filters.condition, condition] : filters.condition.filter((value) => value !== condition) })
                }
              />
            }
          />
        ))}
      </Group>

      <Divider />
      <Group title="Price">
        <PriceRange idPrefix={idPrefix} min={filters.minPrice} max={filters.maxPrice} onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })} />
      </Group>

      <Divider />
      <Group title="Storage">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, pt: 0.5 }}>
          {STORAGE_GB_OPTIONS.map((gb) => {
            const selected = filters.storage.includes(gb);
            return (
              <Chip
                key={gb}
                label={storageLabel(gb)}
                clickable
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => set({ storage: selected ? filters.storage.filter((value) => value !== gb) : [...filters.storage, gb].sort((a, b) => a - b) })}
              />
            );
          })}
        </Box>
      </Group>

      <Divider />
      <Group title="RAM">
        <TextField
          select
          size="small"
          fullWidth
          id={`${idPrefix}-ram`}
          label="At least"
          value={filters.ram === null ? 'any' : String(filters.ram)}
          onChange={(event) => set({ ram: event.target.value === 'any' ? null : Number(event.target.value) })}
          sx={{ mt: 1 }}
        >
          <MenuItem value="any">Any RAM</MenuItem>
          {/* A value from a link that is not one of the options still shows. */}
          {[...new Set([...RAM_OPTIONS, ...(filters.ram === null ? [] : [filters.ram])])]
            .sort((a, b) => a - b)
            .map((gb) => (
              <MenuItem key={gb} value={String(gb)}>
                {gb} GB or more
              </MenuItem>
            ))}
        </TextField>
      </Group>

      <Divider />
      <Group title="More">
        <FormControlLabel
          label={`Battery health ${GOOD_BATTERY} %+`}
          control={<Checkbox size="small" checked={filters.minBattery !== null} onChange={(event) => set({ minBattery: event.target.checked ? GOOD_BATTERY : null })} />}
        />
        <FormControlLabel
          label="Verified sellers only"
          control={<Checkbox size="small" checked={filters.verified} onChange={(event) => set({ verified: event.target.checked })} />}
        />
      </Group>
    </Box>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 0.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const asPrice = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
};

/** Min and max inputs: each applies on Enter, on leaving the field or after a pause in typing; a max under the min is refused. */
function PriceRange({ idPrefix, min, max, onChange }: { idPrefix: string; min: number | null; max: number | null; onChange: (min: number | null, max: number | null) => void }) {
  const [minText, setMinText] = useState(min === null ? '' : String(min));
  const [maxText, setMaxText] = useState(max === null ? '' : String(max));
  // The address changed (a chip removed, Back): show its prices.
  useEffect(() => setMinText(min === null ? '' : String(min)), [min]);
  useEffect(() => setMaxText(max === null ? '' : String(max)), [max]);

  const draftMin = asPrice(minText);
  const draftMax = asPrice(maxText);
  const invalid = draftMin !== null && draftMax !== null && draftMax < draftMin;
  const apply = () => {
    if (!invalid && (draftMin !== min || draftMax !== max)) onChange(draftMin, draftMax);
  };

  const settled = useDebounced(`${minText}|${maxText}`, PRICE_DEBOUNCE_MS);
  // When typing pauses (`apply` reads the same texts as `settled`).
  useEffect(apply, [settled]);

  const field = (label: string, id: string, text: string, setText: (text: string) => void, error?: string) => (
    <TextField
      id={`${idPrefix}-${id}`}
      label={label}
      size="small"
      type="number"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min: 0, step: 500, inputMode: 'numeric' } }}
      // Spin buttons step by 500 on a field a hundred pixels wide: they cost the digits their room.
      sx={{
        '& input[type=number]': { MozAppearance: 'textfield' },
        '& input::-webkit-outer-spin-button, & input::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
      }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, pt: 1 }}>
      {field('Min price', 'min-price', minText, setMinText)}
      {field('Max price', 'max-price', maxText, setMaxText, invalid ? 'Below the min' : undefined)}
    </Box>
  );
}
