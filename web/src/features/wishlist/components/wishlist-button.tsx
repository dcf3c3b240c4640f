import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { ListingStatus } from '@contract/products';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { notifyLoginToSave, notifySuccess } from '@/lib/toasts';
import { useAddToWishlist } from '@/features/wishlist/api/add-to-wishlist';
import { useDeleteWishlistItem } from '@/features/wishlist/api/delete-wishlist-item';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';

const onPhoto = {
  bgcolor: 'rgba(255, 255, 255, 0.92)',
  boxShadow: '0 1px 4px rgba(17, 24, 39, 0.15)',
  '&:hover': { bgcolor: '#fff' },
} as const;

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
 * it out again ("Removed from wishlist"). Visitors are sent to log in first.
 */
export function WishlistButton({ productId, productName, status, own = false, variant = 'icon' }: WishlistButtonProps) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const wishlist = useWishlist(user?.email ?? '');
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useDeleteWishlistItem();
  const saved = wishlist.data?.pages.flatMap((page) => page.items).find((item) => item.productId === productId);
  const busy = addToWishlist.isPending || removeFromWishlist.isPending;

  // The seller's own phone gets no heart; a sold phone can no longer be saved.
  if (user && own) return null;
  if (!saved && status === 'sold') return null;

  if (saved) {
    // Errors are toasted by the query client.
    const onRemove = () => removeFromWishlist.mutate(saved._id, { onSuccess: () => notifySuccess('removedFromWishlist') });
    return variant === 'button' ? (
      <Button variant="outlined" color="error" size="large" startIcon={<FavoriteIcon />} onClick={onRemove} disabled={busy}>
        Remove from wishlist
      </Button>
    ) : (
      <IconButton aria-label={`Remove ${productName} from wishlist`} title="Remove from wishlist" onClick={onRemove} disabled={busy} sx={onPhoto} color="error">
        <FavoriteIcon />
      </IconButton>
    );
  }

  const onAdd = () => {
    if (!user) {
      notifyLoginToSave();
      navigate(paths.login.getHref(), { state: { from: location } });
      return;
    }
    addToWishlist.mutate(productId, { onSuccess: () => notifySuccess('addedToWishlist') });
  };

  return variant === 'button' ? (
    <Button variant="outlined" size="large" startIcon={<FavoriteBorderIcon />} onClick={onAdd} disabled={busy}>
      Add to wishlist
    </Button>
  ) : (
    <IconButton aria-label={`Add ${productName} to wishlist`} title="Add to wishlist" onClick={onAdd} disabled={busy} sx={onPhoto}>
      <FavoriteBorderIcon />
    </IconButton>
  );
}
