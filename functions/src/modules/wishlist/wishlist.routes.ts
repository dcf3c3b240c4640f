import { Router } from 'express';
import { callerOf, requireUser } from '../../shared/auth';
import { privateNoStore, requireJson } from '../../shared/http';
import { sendPage } from '../../shared/page-response';
import { writeLimiter } from '../../shared/rate-limit';
import { parse } from '../../shared/validate';
import type { DeletedResponse } from '../../contract/responses';
import {
  addWishlistBody,
  wishlistCountQuery,
  wishlistIdParam,
  wishlistQuery,
  type AddWishlistResponse,
  type WishlistCountResponse,
} from '../../contract/wishlist';
import { addToWishlist, countWishlist, listWishlist, removeFromWishlist } from './wishlist.service';

export const wishlistRouter = Router();

wishlistRouter.post('/wishlist', requireUser, requireJson, writeLimiter, async (req, res) => {
  const { productId } = parse(addWishlistBody, req.body);
  const { id, created } = await addToWishlist(callerOf(req), productId);
  if (created) res.status(201).json({ acknowledged: true, insertedId: id } satisfies AddWishlistResponse);
  else res.json({ acknowledged: true, insertedId: id, alreadyExisted: true } satisfies AddWishlistResponse);
});

wishlistRouter.get('/wishlist', requireUser, privateNoStore, async (req, res) => {
  const query = parse(wishlistQuery, req.query);
  sendPage(req, res, await listWishlist(callerOf(req), query.email, query), query.limit);
});

// The header's badge: `{ count }` costs one read however long the wishlist, where the list costs one per entry.
wishlistRouter.get('/wishlist/count', requireUser, privateNoStore, async (req, res) => {
  const { email } = parse(wishlistCountQuery, req.query);
  res.json({ count: await countWishlist(callerOf(req), email) } satisfies WishlistCountResponse);
});

wishlistRouter.delete('/wishlist/:id', requireUser, writeLimiter, async (req, res) => {
  await removeFromWishlist(callerOf(req), parse(wishlistIdParam, req.params).id);
  res.json({ acknowledged: true, deletedCount: 1 } satisfies DeletedResponse);
});
