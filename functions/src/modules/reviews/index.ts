/** reviews: the double-blind reviews of a completed order's two sides (reviews/{orderId_side}) and public profiles. */
export { reviewsRouter } from './reviews.routes';
export { onRatingSync } from './reviews.service';
