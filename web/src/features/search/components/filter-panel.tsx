import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY_NAMES, CONDITIONS, STORAGE_GB_OPTIONS, type CategoryName } from '@contract/constants';
import chip from '@/components/chip.module.css';
import { InputField, SelectField } from '@/components/field';
import { useDebounced } from '@/components/use-debounced';
import { brandLabel } from '@/lib/format';
import { useFormat } from '@/lib/i18n/hooks';
import { CONDITION_LABELS } from '@/lib/i18n/labels';
import styles from '@/features/search/components/filter-panel.module.css';
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
 * verified sellers, as the fields of a GET form named by the API's parameters (search-href.ts):
 * without JavaScript the form's submit button sends them; with it, every change goes straight to
 * `onChange` (the address bar), so the list follows.
 */
export function FilterPanel({ filters, onChange, idPrefix }: FilterPanelProps) {
  const set = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch });
  const brand = filters.category ?? 'all';
  const { t, i18n } = useLingui();
  const format = useFormat();
  const goodBattery = format.formatCount(GOOD_BATTERY);
  return (
    <div className={styles.panel}>
      <Group title={t`Brand`}>
        <div role="radiogroup" aria-label={t`Brand`} className={styles.options}>
          {(['all', ...CATEGORY_NAMES] as const).map((name) => (
            <Choice
              key={name}
              type="radio"
              name="category"
              value={name}
              label={name === 'all' ? t`All brands` : brandLabel(name)}
              checked={brand === name}
              onChange={() => set({ category: name === 'all' ? null : (name as CategoryName) })}
            />
          ))}
        </div>
      </Group>

      <hr className={styles.divider} />
      <Group title={t`Condition`}>
        {CONDITIONS.map((condition) => (
          <Choice
            key={condition}
            type="checkbox"
            name="condition"
            value={condition}
            label={i18n._(CONDITION_LABELS[condition])}
            checked={filters.condition.includes(condition)}
            onChange={(checked) => set({ condition: checked ? [...filters.condition, condition] : filters.condition.filter((value) => value !== condition) })}
          />
        ))}
      </Group>

      <hr className={styles.divider} />
      <Group title={t`Price`}>
        <PriceRange idPrefix={idPrefix} min={filters.minPrice} max={filters.maxPrice} onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })} />
      </Group>

      <hr className={styles.divider} />
      <Group title={t`Storage`}>
        <div className={styles.chips}>
          {STORAGE_GB_OPTIONS.map((gb) => {
            const selected = filters.storage.includes(gb);
            return (
              <label key={gb} className={[chip.chip, chip.outlined, chip.toggle].join(' ')}>
                <input
                  type="checkbox"
                  name="storage"
                  value={gb}
                  checked={selected}
                  onChange={() => set({ storage: selected ? filters.storage.filter((value) => value !== gb) : [...filters.storage, gb].sort((a, b) => a - b) })}
                  className={chip.toggleInput}
                />
                {format.storageLabel(gb)}
              </label>
            );
          })}
        </div>
      </Group>

      <hr className={styles.divider} />
      <Group title={t`RAM`}>
        <SelectField
          id={`${idPrefix}-ram`}
          label={t`At least`}
          name="ram"
          className={styles.ram}
          value={filters.ram === null ? 'any' : String(filters.ram)}
          onChange={(event) => set({ ram: event.target.value === 'any' ? null : Number(event.target.value) })}
        >
          <option value="any">{t`Any RAM`}</option>
          {/* A value from a link that is not one of the options still shows. */}
          {[...new Set([...RAM_OPTIONS, ...(filters.ram === null ? [] : [filters.ram])])]
            .sort((a, b) => a - b)
            .map((gb) => (
              <option key={gb} value={String(gb)}>
                {t`${format.formatCount(gb)} GB or more`}
              </option>
            ))}
        </SelectField>
      </Group>

      <hr className={styles.divider} />
      <Group title={t`More`}>
        <Choice type="checkbox" name="minBattery" value={String(GOOD_BATTERY)} label={t`Battery health ${goodBattery} %+`} checked={filters.minBattery !== null} onChange={(checked) => set({ minBattery: checked ? GOOD_BATTERY : null })} />
        <Choice type="checkbox" name="verified" value="true" label={t`Verified sellers only`} checked={filters.verified} onChange={(checked) => set({ verified: checked })} />
      </Group>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A radio or checkbox with its label, the whole row a tap target. */
function Choice({ type, name, value, label, checked, onChange }: { type: 'radio' | 'checkbox'; name: string; value: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.choice}>
      <input type={type} name={name} value={value} checked={checked} onChange={(event) => onChange(event.target.checked)} className={styles.input} />
      {label}
    </label>
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
  const texts = `${minText}|${maxText}`;
  // The texts last applied: the pause after typing them applies nothing again (the address may have
  // moved on since, by Back or a chip).
  const applied = useRef(texts);
  const apply = () => {
    applied.current = texts;
    if (!invalid && (draftMin !== min || draftMax !== max)) onChange(draftMin, draftMax);
  };

  const settled = useDebounced(texts, PRICE_DEBOUNCE_MS);
  // When typing pauses (`apply` reads the same texts as `settled`).
  useEffect(() => {
    if (settled !== applied.current) apply();
  }, [settled]);

  const { t } = useLingui();
  const field = (label: string, name: string, text: string, setText: (text: string) => void, error?: string) => (
    <InputField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      type="number"
      min={0}
      step={500}
      inputMode="numeric"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      error={error}
    />
  );

  return (
    <div className={styles.prices}>
      {field(t`Min price`, 'minPrice', minText, setMinText)}
      {field(t`Max price`, 'maxPrice', maxText, setMaxText, invalid ? t`Below the min` : undefined)}
    </div>
  );
}
