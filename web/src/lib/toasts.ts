import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DefaultToastOptions } from 'react-hot-toast';
import { create } from 'zustand';
import type { Failure } from '@/lib/api-error-messages';
import type { SUCCESS_TOASTS } from '@/lib/toast-messages';

/**
 * How ReCell shows toasts (spec §8, §9); the success toasts' words and durations are in
 * toast-messages.ts. Plain success toasts stay 2 s and errors 4 s; react-hot-toast keeps at most
 * 20 toasts, the spec's limit (its built-in TOAST_LIMIT, checked in toasts.test.ts).
 */
export const TOAST_MS = { success: 2000, error: 4000 } as const;

/** The Toaster's defaults (app/provider.tsx). */
export const toasterOptions: DefaultToastOptions = {
  success: { duration: TOAST_MS.success },
  error: { duration: TOAST_MS.error },
};


export type SuccessToast = keyof typeof SUCCESS_TOASTS;

/**
 * react-hot-toast (with goober, its CSS-in-JS) stays out of the first load: no page needs it to
 * paint. Its Toaster (app/provider.tsx) mounts with the first toast, not with the page: mounted
 * with the page, it was a long task on a phone right after React took a page over (goober writes
 * its style sheet into the page). Toasts keep the order they were asked for in; the Toaster shows
 * the ones asked for before it mounted.
 */
const loadToast = () => import('react-hot-toast').then((module) => module.default);
/** The toasts' words stay out of the first load too: most are for screens a visitor never opens. */
const loadMessages = () => import('@/lib/toast-messages');
/** The API errors' words in other languages than English (lib/api-error-messages.ts), likewise; screens word errors with it too (lib/use-error-text.ts, lib/error-text.ts). */
export const loadErrorMessages = () => import('@/lib/api-error-messages');
/** All three, which every toast waits on, so toasts keep the order they were asked for in. */
export const loadToasts = () => Promise.all([loadToast(), loadMessages(), loadErrorMessages()]);

type ToastWords = Awaited<ReturnType<typeof loadMessages>> & Awaited<ReturnType<typeof loadErrorMessages>> & { i18n: I18n };

/** Whether a toast has been asked for on this page: the Toaster mounts from then on. */
export const useToasterWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

const show = (action: (toast: Awaited<ReturnType<typeof loadToast>>, words: ToastWords) => void) => {
  if (!useToasterWanted.getState().wanted) useToasterWanted.setState({ wanted: true });
  // The provider loads the modules once the page is idle, so an offline moment later still finds them in memory.
  loadToasts().then(([toast, messages, errors]) => action(toast, { ...messages, ...errors, i18n: messages.pageI18n() }), () => undefined);
};

/** A button in a toast ("View order"): the toast then stays long enough to reach it. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** How long a toast with an action stays: time to read two lines and reach the button. */
export const TOAST_WITH_ACTION_MS = 10_000;

/**
 * One of the spec's success toasts, for its duration; `next` finishes the sentence (what happens
 * now), on its own line under the spec's words, which stay as they are; `action` adds a button.
 */
export function notifySuccess(which: SuccessToast, next?: string, action?: ToastAction): void {
  show((toast, { SUCCESS_TOASTS: messages, successWithMore, i18n }) => {
    const entry: { message: MessageDescriptor; duration?: number } = messages[which];
    const words = i18n._(entry.message);
    const duration = action ? Math.max(TOAST_WITH_ACTION_MS, entry.duration ?? 0) : (entry.duration ?? TOAST_MS.success);
    if (!next && !action) {
      toast.success(words, { duration });
      return;
    }
    toast.success((shown) => successWithMore(words, next, action, () => toast.dismiss(shown.id)), { duration });
  });
}

/** An error toast with a message written for people, already in the page's language; repeats collapse into one. */
export function notifyError(message: string, id: string = message): void {
  show((toast) => toast.error(message, { id, duration: TOAST_MS.error }));
}

/**
 * An error toast of a failed call: the API's `message` on English pages, its code's words in the
 * page's language on others (lib/api-error-messages.ts); repeats collapse into one.
 */
export function notifyApiError(failure: Failure, id?: string): void {
  show((toast, { localizedErrorMessage, i18n }) => {
    const message = localizedErrorMessage(failure, i18n);
    toast.error(message, { id: id ?? message, duration: TOAST_MS.error });
  });
}

/** A visitor pressed a wishlist heart: they are sent to log in first. */
export function notifyLoginToSave(): void {
  show((toast, { LOGIN_TO_SAVE, i18n }) => toast(i18n._(LOGIN_TO_SAVE), { id: 'wishlist-login', icon: '♡' }));
}
