import { useNavigate } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { openOrderIdOf } from '@contract/names';
import type { MyListing } from '@contract/products';
import { confirm } from '@/components/confirm-dialog';
import type { ConfirmOptions } from '@/components/confirm-dialog-view';
import { usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useToggleSold } from '@/features/products/api/toggle-sold';

/** The action each status offers, labelled as what it does (the status itself shows beside it). */
export const STATUS_ACTION = {
  available: { label: msg`Mark as sold`, color: 'primary' },
  booked: { label: msg`Open the order`, color: 'warning' },
  sold: { label: msg`Make available`, color: 'inherit' },
} as const;

/** A listing in one of the statuses the sold action handles (not under an admin's decision). */
export type ToggleableListing = MyListing & { status: keyof typeof STATUS_ACTION };

export const isToggleable = (listing: MyListing): listing is ToggleableListing => Object.hasOwn(STATUS_ACTION, listing.status);

/**
 * What the status action asks before it changes a listing, saying what happens to the
 * listing. A held (booked) phone is not sold by hand: the question leads to its order, where the
 * handover code completes the deal or the order is cancelled first.
 */
export function soldToggleQuestion(product: ToggleableListing, i18n: I18n): ConfirmOptions {
  const name = product.phone_details.phone_name;
  const confirmLabel = i18n._(STATUS_ACTION[product.status].label);
  switch (product.status) {
    case 'available':
      return {
        title: i18n._(msg`Mark this phone as sold?`),
        message: product.adversite
          ? i18n._(msg`${name} leaves the shop: buyers can no longer find or book it, and its advertising stops. You can make it available again later.`)
          : i18n._(msg`${name} leaves the shop: buyers can no longer find or book it. You can make it available again later.`),
        confirmLabel,
      };
    case 'booked':
      // Held for a buyer: the handover code completes the deal; the API refuses a sale by hand (409).
      return {
        title: i18n._(msg`This phone is held for a buyer`),
        message: i18n._(
          msg`${name} is sold when you meet the buyer and enter their 6-digit handover code on the order page: that completes the deal. To sell it another way, cancel the order there first (you will be asked to confirm).`,
        ),
        confirmLabel,
      };
    case 'sold':
      return {
        title: i18n._(msg`Make this phone available again?`),
        message: i18n._(
          msg`${name} goes back on sale and can be booked again. A booking completed when it sold stays completed, and advertising stays off until you start it.`,
        ),
        confirmLabel,
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
  const paths = usePaths();
  const { i18n } = useLingui();

  const toggle = async (product: ToggleableListing) => {
    if (!(await confirm(soldToggleQuestion(product, i18n)))) return;
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
