import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import toast from 'react-hot-toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useAddToWishlist } from '@/features/wishlist/api/add-to-wishlist';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';

const onPhoto = {
  bgcolor: 'rgba(255, 255, 255, 0.92)',
  boxShadow: '0 1px 4px rgba(17, 24, 39, 0.15)',
  '&:hover': { bgcolor: '#fff' },
} as const;

interface WishlistButtonProps {
  productId: string;
  productName: string;
  /** The signed-in person listed it: their own phone gets no heart. */
  own?: boolean;
  /** `icon` sits on a card's photo; `button` is the product page's labelled button. */
  variant?: 'icon' | 'button';
}

/** Saves the phone to the wishlist ("Added to wishlist"); a saved phone's heart leads to the wishlist. */
export function WishlistButton({ productId, productName, own = false, variant = 'icon' }: WishlistButtonProps) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const wishlist = useWishlist(user?.email ?? '');
  const addToWishlist = useAddToWishlist();
  const saved = wishlist.data?.pages.some((page) => page.items.some((item) => item.productId === productId)) ?? false;

  // The seller's own phone gets no heart.
  if (user && own) return null;

  if (saved) {
    return variant === 'button' ? (
      <Button component={RouterLink} to={paths.wishlist.getHref()} variant="outlined" color="error" size="large" startIcon={<FavoriteIcon />}>
        In your wishlist
      </Button>
    ) : (
      <IconButton component={RouterLink} to={paths.wishlist.getHref()} aria-label={`${productName} is in your wishlist`} title="In your wishlist" sx={onPhoto} color="error">
        <FavoriteIcon />
      </IconButton>
    );
  }

  const onClick = () => {
    if (!user) {
      toast('Log in to save phones to your wishlist.', { id: 'wishlist-login', icon: '♡' });
      navigate(paths.login.getHref(), { state: { from: location } });
      return;
    }
    addToWishlist.mutate(productId, { onSuccess: () => toast.success('Added to wishlist') });
  };

  return variant === 'button' ? (
    <Button variant="outlined" size="large" startIcon={<FavoriteBorderIcon />} onClick={onClick} disabled={addToWishlist.isPending}>
      Add to wishlist
    </Button>
  ) : (
    <IconButton aria-label={`Add ${productName} to wishlist`} title="Add to wishlist" onClick={onClick} disabled={addToWishlist.isPending} sx={onPhoto}>
      <FavoriteBorderIcon />
    </IconButton>
  );
}
