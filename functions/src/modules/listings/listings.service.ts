import { AppError } from '../../shared/app-error';
import { isModerated, type Product } from '../../contract/products';
import { getProduct } from './listings.repo';

const NOT_LISTED = 'This phone is no longer listed.';

/** A listing anyone may see: a pending, rejected or hidden one reads as not found. */
export async function getListing(id: string): Promise<Product> {
  const listing = await getProduct(id);
  if (!listing || isModerated(listing.status)) throw AppError.notFound(NOT_LISTED);
  return listing;
}
