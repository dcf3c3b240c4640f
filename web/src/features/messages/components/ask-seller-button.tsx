import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { buttonLook, buttonStartIcon } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import type { FromState } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { usePaths } from '@/lib/i18n/hooks';
import { useStartConversation } from '@/features/messages/api/start-conversation';

interface AskSellerButtonProps {
  listingId: string;
  /** "Ask the seller" (the default) on a product page; "Message seller" on a booking. */
  label?: string;
  /** The listing is the caller's own: nobody to ask. */
  own: boolean;
  size?: 'small' | 'large';
}

/**
 * "Ask the seller": opens the caller's conversation about the listing (the same one when asked
 * twice) and goes to it. Signed out, it leads to login and back here. Not on one's own listing.
 * MUI's outlined Button look in plain CSS: the product page paints it first.
 */
export function AskSellerButton({ listingId, label, own, size }: AskSellerButtonProps) {
  const { user, status } = useAuth();
  const paths = usePaths();
  const { t } = useLingui();
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
    <button type="button" className={buttonLook('outlined', size ?? false)} onClick={onClick} disabled={status === 'loading' || start.isPending}>
      <span className={buttonStartIcon}>
        <Glyph name="chat" />
      </span>
      {start.isPending ? t`Opening…` : (label ?? t`Ask the seller`)}
    </button>
  );
}
