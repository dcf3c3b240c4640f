import { useNavigate } from 'react-router';
import { openOrderIdOf } from '@contract/names';
import type { MyListing } from '@contract/products';
import { confirm } from '@/components/confirm-dialog';
import type { ConfirmOptions } from '@/components/confirm-dialog-view';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/toasts';
import { useToggleSold } from '@/features/products/api/toggle-sold';

/** The action each status offers, labelled as what it does (the status itself shows beside it). */
export const STATUS_ACTION = {
  available: { label: 'Mark as sold', color: 'primary' },
  booked: { label: 'Open the order', color: 'warning' },
  sold: { label: 'Make available', color: 'inherit' },
} as const;

/** A listing in one of the statuses the sold action handles (not under an admin's decision). */
export type ToggleableListing = MyListing & { status: keyof typeof STATUS_ACTION };

export const isToggleable = (listing: MyListing): listing is ToggleableListing => Object.hasOwn(STATUS_ACTION, listing.status);

/**
 * What the status action asks before it changes a listing, saying what happens to the
 * listing. A held (booked) phone is not sold by hand: the question leads to its order, where the
 * handover code completes the deal or the order is cancelled first.
 */
export function soldToggleQuestion(product: ToggleableListing): ConfirmOptions {
  const name = product.phone_details.phone_name;
  switch (product.status) {
    case 'available':
      return {
        title: 'Mark this phone as sold?',
        message: `${name} leaves the shop: buyers can no longer find or book it${product.adversite ? ', and its advertising stops' : ''}. You can make it available again later.`,
        confirmLabel: 'Mark as sold',
      };
    case 'booked':
      // Held for a buyer: the handover code completes the deal; the API refuses a sale by hand (409).
      return {
        title: 'This phone is held for a buyer',
        message: `${name} is sold when you meet the buyer and enter their 6-digit handover code on the order page: that completes the deal. To sell it another way, cancel the order there first (you will be asked to confirm).`,
        confirmLabel: 'Open the order',
      };
    case 'sold':
      return {
        title: 'Make this phone available again?',
        message: `${name} goes back on sale and can be booked again. A booking completed when it sold stays completed, and advertising stays off until you start it.`,
        confirmLabel: 'Make available',
      };
  }
}

/**
 * The status action of a seller's listing, wherever it is offered (My Products' rows, the
 * listing's own page): asks first, then marks it sold or available again with a toast, or opens
 * the order holding it. Errors are toasted by the query client.
 */
export function useSoldToggle() {
  const toggleSold = useToggleSold();
  const navigate = useNavigate();

  const toggle = async (product: ToggleableListing) => {
    if (!(await confirm(soldToggleQuestion(product)))) return;
    if (product.status === 'booked') {
      const heldBy = openOrderIdOf(product);
      if (heldBy) await navigate(paths.dashboard.order.getHref(heldBy));
      return;
    }
    const { status } = await toggleSold.mutateAsync(product._id);
    notifySuccess(status === 'sold' ? 'sold' : 'availableAgain');
  };

  return {
    // The handlers only need to not leave a promise unhandled: the error is already toasted.
    run: (product: ToggleableListing) => void toggle(product).catch(() => undefined),
    busy: (id: string) => toggleSold.isPending && toggleSold.variables === id,
  };
}
