const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Prices display with a trailing "/-" (spec §9): 25000 -> "25,000/-". */
export function formatPrice(price: number): string {
  return `${amount.format(price)}/-`;
}

/** Capitalised label of an enum value: "oneplus" -> "OnePlus", "excellent" -> "Excellent". */
const BRAND_LABELS: Record<string, string> = { apple: 'Apple', samsung: 'Samsung', oneplus: 'OnePlus', huawei: 'Huawei' };

export function brandLabel(name: string): string {
  return BRAND_LABELS[name] ?? capitalize(name);
}

export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
