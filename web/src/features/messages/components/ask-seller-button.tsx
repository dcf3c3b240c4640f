import { useLocation, useNavigate } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import { paths, type FromState } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useStartConversation } from '@/features/messages/api/start-conversation';

interface AskSellerButtonProps extends Pick<ButtonProps, 'size' | 'sx' | 'fullWidth'> {
  listingId: string;
  /** "Ask the seller" on a product page; "Message seller" on a booking. */
  label?: string;
  /** The listing is the caller's own: nobody to ask. */
  own: boolean;
}

/**
 * "Ask the seller": opens the caller's conversation about the listing (the same one when asked
 * twice) and goes to it. Signed out, it leads to login and back here. Not on one's own listing.
 */
export function AskSellerButton({ listingId, label = 'Ask the seller', own, size, sx, fullWidth }: AskSellerButtonProps) {
  const { user, status } = useAuth();
  const start = useStartConversation();
  const navigate = useNavigate();
  const location = useLocation();
  if (own) return null;

  const onClick = () => {
    if (!user) {
      const state: FromState = { from: { pathname: location.pathname, search: location.search } };
      void navigate(paths.login.getHref(), { state });
      return;
    }
    start.mutate(listingId, {
      onSuccess: ({ conversation }) => void navigate(paths.dashboard.conversation.getHref(conversation._id), { state: { conversation } }),
    });
  };

  return (
    <Button
      variant="outlined"
      size={size}
      sx={sx}
      fullWidth={fullWidth}
      startIcon={<ChatIcon />}
      onClick={onClick}
      disabled={status === 'loading' || start.isPending}
    >
      {start.isPending ? 'Opening…' : label}
    </Button>
  );
}
