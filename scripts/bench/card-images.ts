import type { Product } from '../../functions/src/contract/products';
import { percentile } from './stats';

export interface CardImages {
  cards: number;
  /** Distinct image files among the cards. */
  files: number;
  medianBytes: number;
  maxBytes: number;
  largest: string;
  contentTypes: string[];
}

/**
 * The image each card of the first products page loads (ProductCard shows phone_img_card),
 * fetched through Hosting as the browser fetches it, measured as the bytes that arrive.
 */
export async function measureCardImages(webOrigin: string): Promise<CardImages> {
  const page = (await (await fetch(`${webOrigin}/api/products`)).json()) as Product[];
  const urls = page.map((product) => product.phone_details.phone_img_card || product.phone_details.phone_img);
  const sizes = new Map<string, number>();
  const contentTypes = new Set<string>();
  for (const url of new Set(urls)) {
    const response = await fetch(new URL(url, webOrigin));
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    contentTypes.add(response.headers.get('content-type') ?? 'unknown');
    sizes.set(url, (await response.arrayBuffer()).byteLength);
  }
  const perCard = urls.map((url) => sizes.get(url)!).sort((a, b) => a - b);
  const [largest] = [...sizes.entries()].sort((a, b) => b[1] - a[1]);
  return {
    cards: urls.length,
    files: sizes.size,
    medianBytes: percentile(perCard, 50),
    maxBytes: largest?.[1] ?? 0,
    largest: largest?.[0] ?? '',
    contentTypes: [...contentTypes],
  };
}
