import { create } from 'zustand';

/**
 * Whether to offer push alerts on this page: only once someone has just asked to be told about
 * something (saved a search, wishlisted a phone), never on arrival. The offer itself, and whether
 * this device already answered it, are the push feature's (features/push).
 */
export const usePushOffer = create<{ offered: boolean }>(() => ({ offered: false }));

export const offerPushAlerts = () => usePushOffer.setState({ offered: true });
export const withdrawPushOffer = () => usePushOffer.setState({ offered: false });
