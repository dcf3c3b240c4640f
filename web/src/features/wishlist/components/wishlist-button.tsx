import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ListingStatus } from '@contract/products';
import { buttonLook, buttonStartIcon, iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { offerPushAlerts } from '@/lib/push-offer';
import { notifyLoginToSave, notifySuccess } from '@/lib/toasts';
import { useAddToWishlist } from '@/features/wishlist/api/add-to-wishlist';
import { useDeleteWishlistItem } from '@/features/wishlist/api/delete-wishlist-item';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import styles from '@/features/wishlist/components/wishlist-button.module.css';

interface WishlistButtonProps {
  productId: string;
  productName: string;
  /** The listing's status: a sold phone can no longer be added (one already saved can still be removed). */
  status: ListingStatus;
  /** The signed-in person listed it: their own phone gets no heart. */
  own?: boolean;
  /** `icon` sits on a card's photo; `button` is the product page's labelled button. */
  variant?: 'icon' | 'button';
}

/**
 * The wishlist heart: an empty heart saves the phone ("Added to wishlist"), a filled one takes
 * it out again ("Removed from wishlist"). Visitors are sent to log in first. Plain markup (MUI's
 * IconButton and outlined Button looks): every card of a list has one.
 */
export function WishlistButton(props: WishlistButtonProps) {
  const { user } = useAuth();
  // A visitor's heart only sends them to log in: the wishlist query and its two mutations, one
  // set per card of a list, are mounted for a signed-in person alone.
  return user ? <SavingWishlistButton {...props} email={user.email ?? ''} /> : <VisitorWishlistButton {...props} />;
}

function VisitorWishlistButton({ productName, status, variant = 'icon' }: WishlistButtonProps) {
  const location = useLocation();
  const navigate = useNavigate();
  if (status === 'sold') return null;
  const onAdd = () => {
    notifyLoginToSave();
    navigate(paths.login.getHref(), { state: { from: location } });
  };
  return <AddButton productName={productName} variant={variant} onAdd={onAdd} busy={false} />;
}

function SavingWishlistButton({ productId, productName, status, own = false, variant = 'icon', email }: WishlistButtonProps & { email: string }) {
  const wishlist = useWishlist(email);
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useDeleteWishlistItem();
  const saved = wishlist.data?.pages.flatMap((page) => page.items).find((item) => item.productId === productId);
  const busy = addToWishlist.isPending || removeFromWishlist.isPending;

  const { t } = useLingui();
  // The seller's own phone gets no heart; a sold phone can no longer be saved.
  if (own) return null;
  if (!saved && status === 'sold') return null;

  if (saved) {
    // Errors are toasted by the query client.
    const onRemove = () => removeFromWishlist.mutate(saved._id, { onSuccess: () => notifySuccess('removedFromWishlist') });
    return variant === 'button' ? (
      <button type="button" className={buttonLook('outlined', 'error', 'large')} onClick={onRemove} disabled={busy}>
        <Glyph name="favorite" className={buttonStartIcon} />
        {t`Remove from wishlist`}
      </button>
    ) : (
      <button
        type="button"
        aria-label={t`Remove ${productName} from wishlist`}
        title={t`Remove from wishlist`}
        onClick={onRemove}
        disabled={busy}
        className={`${iconButtonLook()} ${styles.onPhoto} ${styles.saved}`}
      >
        <Glyph name="favorite" />
      </button>
    );
  }

  const onAdd = () =>
    addToWishlist.mutate(productId, {
      onSuccess: () => {
        notifySuccess('addedToWishlist');
        // A wishlisted phone's price drops are pushed too.
        offerPushAlerts();
      },
    });
  return <AddButton productName={productName} variant={variant} onAdd={onAdd} busy={busy} />;
}

function AddButton({ productName, variant, onAdd, busy }: { productName: string; variant: 'icon' | 'button'; onAdd: () => void; busy: boolean }) {
  const { t } = useLingui();
  return variant === 'button' ? (
    <button type="button" className={buttonLook('outlined', 'large')} onClick={onAdd} disabled={busy}>
      <Glyph name="favoriteBorder" className={buttonStartIcon} />
      {t`Add to wishlist`}
    </button>
  ) : (
    <button type="button" aria-label={t`Add ${productName} to wishlist`} title={t`Add to wishlist`} onClick={onAdd} disabled={busy} className={`${iconButtonLook()} ${styles.onPhoto}`}>
      <Glyph name="favoriteBorder" />
    </button>
  );
}
