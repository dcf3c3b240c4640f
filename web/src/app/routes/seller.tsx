import { data, useParams, type ClientLoaderFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/document-title';
import { EmptyState } from '@/components/empty-state';
import { isNotFoundError } from '@/lib/api-client';
import { pagedItems } from '@/lib/paged-query';
import { loadLanguageOf } from '@/lib/i18n/catalogs';
import { useFormat } from '@/lib/i18n/hooks';
import { browserQueryClient } from '@/lib/query-client';
import { sellerProfileQueryOptions, useMoreReviews, useSellerProfile } from '@/features/sellers/api/get-seller-profile';
import { ProfileSummary } from '@/features/sellers/components/profile-summary';
import { ReviewList } from '@/features/sellers/components/review-list';
import { ProductGrid, ProductGridItem } from '@/features/products/components/product-grid';
import { PhoneVerifiedBadge, VerifiedBadge } from '@/features/products/components/verified-badge';
import { ShopProductCard } from '@/app/components/shop-product-card';

const NO_SUCH_SELLER = msg`There is no such seller on ReCell.`;

/** The profile is loaded before the screen shows; an unknown person is a 404, said in the page's language. */
export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  try {
    await browserQueryClient().ensureQueryData(sellerProfileQueryOptions(params.uid ?? ''));
  } catch (error) {
    if (isNotFoundError(error)) {
      const i18n = await loadLanguageOf(request);
      throw data(i18n._(NO_SUCH_SELLER), { status: 404 });
    }
    throw error;
  }
  return null;
}

/** /sellers/:uid: a seller's public profile: standing, published reviews, and their phones on sale. */
export default function SellerRoute() {
  const uid = useParams().uid ?? '';
  const { data: profile } = useSellerProfile(uid);
  const more = useMoreReviews(uid, profile.reviews_next);
  const reviews = [...profile.reviews, ...pagedItems(more.data)];
  const hasMore = more.data ? more.hasNextPage : profile.reviews_next !== null;
  const { t } = useLingui();
  const { formatCount } = useFormat();
  const name = profile.name;

  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
      <DocumentTitle title={profile.name} />
      <ProfileSummary
        profile={profile}
        verifiedBadge={
          <>
            {profile.user_role === 'Seller' ? <VerifiedBadge verified={profile.verified} /> : null}
            <PhoneVerifiedBadge verified={profile.phone_verified} />
          </>
        }
      />

      <Box component="section" aria-labelledby="seller-listings">
        <Typography id="seller-listings" variant="h5" component="h2" sx={{ mb: 2 }}>
          <Trans>Phones on sale</Trans>{' '}
          <Typography component="span" color="text.secondary" fontWeight={500}>
            ({formatCount(profile.listings.length)})
          </Typography>
        </Typography>
        {profile.listings.length === 0 ? (
          <EmptyState icon={<StorefrontIcon />} title={t`${name} has no phones on sale right now`} />
        ) : (
          <ProductGrid label={t`Phones sold by ${name}`}>
            {profile.listings.map((listing) => (
              <ProductGridItem key={listing._id}>
                <ShopProductCard product={listing} />
              </ProductGridItem>
            ))}
          </ProductGrid>
        )}
      </Box>

      <Box component="section" aria-labelledby="seller-reviews" sx={{ maxWidth: 760 }}>
        <Typography id="seller-reviews" variant="h5" component="h2" sx={{ mb: 2 }}>
          <Trans>Reviews</Trans>{' '}
          <Typography component="span" color="text.secondary" fontWeight={500}>
            ({formatCount(profile.rating_count)})
          </Typography>
        </Typography>
        {reviews.length === 0 ? (
          <EmptyState title={t`No reviews yet`} text={t`Reviews show here once a buyer and the seller have both written theirs, or a week after the handover.`} />
        ) : (
          <ReviewList reviews={reviews} />
        )}
        {hasMore ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button variant="outlined" onClick={() => void (more.data ? more.fetchNextPage() : more.refetch())} disabled={more.isFetching}>
              {more.isFetching ? t`Loading…` : t`Show more reviews`}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
