import { Router } from 'express';
import { callerOf, optionalCallerOf, requireUser, userOf } from '../../shared/auth';
import { nowOf } from '../../shared/clock';
import { privateNoStore, publicCache, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { pageQuery } from '../../contract/pagination';
import { writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import { searchProductsQuery, suggestQuery, type Suggestion } from '../../contract/search';
import { priceGuideQuery, type PriceGuide } from '../../contract/fair-price';
import {
  createProductBody,
  type CreateProductResponse,
  myProductsQuery,
  productIdParam,
  type PublicListing,
  type ToggleAdvertisingResponse,
  type ToggleSoldResponse,
  type UpdateProductResponse,
  updateProductBody,
} from '../../contract/products';
import type { DeletedResponse } from '../../contract/responses';
import {
  assertCanList,
  createListing,
  deleteListing,
  getPublicListing,
  listAdvertised,
  listSellerListings,
  priceGuide,
  searchShoppable,
  suggest,
  toggleAdvertising,
  toggleSold,
  updateListing,
} from './products.service';

/** Listings change when booked or sold, so the CDN keeps them only briefly. */
export const LISTING_CACHE_SECONDS = 15;

export const productsRouter = Router();

/**
 * Suggestions change when a new model is listed and when a model's last listing sells; a minute
 * of staleness bounds both and keeps each prefix to about one round of checks a minute.
 */
const SUGGEST_CACHE_SECONDS = 60;

productsRouter.get('/products', publicCache(LISTING_CACHE_SECONDS), async (req, res) => {
  const query = parse(searchProductsQuery, req.query);
  const page = await searchShoppable(query, nowOf(req));
  res.set('X-Total-Count', String(page.total));
  sendPage(req, res, page, query.limit);
});

// The fixed paths come before /products/:id, which would otherwise take them as ids.
productsRouter.get('/products/suggest', publicCache(SUGGEST_CACHE_SECONDS), async (req, res) => {
  res.json((await suggest(parse(suggestQuery, req.query).q)) satisfies Suggestion[]);
});

/** The price guide moves as listings are written; a minute of staleness is nothing for a guide. */
const PRICE_GUIDE_CACHE_SECONDS = 60;

productsRouter.get('/products/price-guide', publicCache(PRICE_GUIDE_CACHE_SECONDS), async (req, res) => {
  const { model, storage, exclude } = parse(priceGuideQuery, req.query);
  res.json((await priceGuide(model, storage, nowOf(req), exclude)) satisfies PriceGuide);
});

productsRouter.get('/products/adversite', publicCache(LISTING_CACHE_SECONDS), async (req, res) => {
  const page = parse(pageQuery, req.query);
  sendPage(req, res, await listAdvertised(page, nowOf(req)), page.limit);
});

productsRouter.get('/products/myproducts', requireUser, privateNoStore, async (req, res) => {
  const query = parse(myProductsQuery, req.query);
  sendPage(req, res, await listSellerListings(callerOf(req), query.email, query, nowOf(req)), query.limit);
});

productsRouter.get('/products/:id', publicCache(LISTING_CACHE_SECONDS), async (req, res) => {
  const { id } = parse(productIdParam, req.params);
  try {
    const { listing, moderated } = await getPublicListing(id, nowOf(req), () => optionalCallerOf(req));
    // A listing under moderation is answered to its seller or an admin only: never into a shared cache.
    if (moderated) res.set('Cache-Control', 'private, no-store');
    res.json(listing satisfies PublicListing);
  } catch (error) {
    // Its 404 to others must not be cached either, or the seller could be served it.
    res.set('Cache-Control', 'private, no-store');
    throw error;
  }
});

productsRouter.patch('/products/:id', requireUser, requireJson, writeLimiter, async (req, res) => {
  const { id } = parse(productIdParam, req.params);
  const body = parse(updateProductBody, req.body);
  const product = await updateListing(callerOf(req), id, body, nowOf(req));
  res.json({ acknowledged: true, product } satisfies UpdateProductResponse);
});

productsRouter.post('/products', requireUser, requireJson, writeLimiter, async (req, res) => {
  const caller = userOf(req);
  // An unverified seller hears why before any complaint about the form.
  assertCanList(caller);
  const body = parse(createProductBody, req.body);
  res.status(201).json({ acknowledged: true, ...(await createListing(caller, body, nowOf(req))) } satisfies CreateProductResponse);
});

productsRouter.put('/products/sold/:id', requireUser, writeLimiter, async (req, res) => {
  const status = await toggleSold(callerOf(req), parse(productIdParam, req.params).id, nowOf(req));
  res.json({ acknowledged: true, status } satisfies ToggleSoldResponse);
});

productsRouter.put('/products/adversite/:id', requireUser, writeLimiter, async (req, res) => {
  const adversite = await toggleAdvertising(callerOf(req), parse(productIdParam, req.params).id);
  res.json({ acknowledged: true, adversite } satisfies ToggleAdvertisingResponse);
});

productsRouter.delete('/products/:id', requireUser, writeLimiter, async (req, res) => {
  await deleteListing(callerOf(req), parse(productIdParam, req.params).id, nowOf(req));
  res.json({ acknowledged: true, deletedCount: 1 } satisfies DeletedResponse);
});
