import { Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MyListing } from '@contract/products';
import { buttonLook } from '@/components/button-look';
import { usePaths } from '@/lib/i18n/hooks';
import { editBlockedReason } from '@/features/products/lib/editable';
import { isToggleable, STATUS_ACTION, useSoldToggle } from '@/features/products/lib/sold-toggle';

/**
 * On a listing's own page, what its seller can do there instead of booking it: its status action
 * (Mark as sold, Open the order, Make available), as My Products offers it, and Edit. Plain CSS buttons: the page
 * paints without MUI, and these appear once the seller's own listings have loaded.
 */
export function OwnListingActions({ listing }: { listing: MyListing }) {
  const soldToggle = useSoldToggle();
  const paths = usePaths();
  const { t, i18n } = useLingui();
  // Under an admin's decision (review, rejected, hidden): My Products says where it stands and what to do.
  if (!isToggleable(listing)) {
    return (
      <RouterLink to={paths.myProducts.getHref()} className={buttonLook('outlined', 'large')}>
        {t`See it in My products`}
      </RouterLink>
    );
  }
  const action = STATUS_ACTION[listing.status];
  return (
    <>
      <button
        type="button"
        className={buttonLook(listing.status === 'available' ? 'contained' : 'outlined', 'large')}
        disabled={soldToggle.busy(listing._id)}
        onClick={() => soldToggle.run(listing)}
      >
        {i18n._(action.label)}
      </button>
      {editBlockedReason(listing) ? null : (
        <RouterLink to={paths.dashboard.editProduct.getHref(listing._id)} className={buttonLook('outlined', 'large')}>
          {t`Edit`}
        </RouterLink>
      )}
    </>
  );
}
