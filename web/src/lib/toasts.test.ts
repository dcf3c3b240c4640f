import { act, renderHook } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { loadToasts, notifyApiError, notifyError, notifySuccess, TOAST_MS } from '@/lib/toasts';

afterEach(() => act(() => toast.remove()));

const shown = (store: ReturnType<typeof useToasterStore>) => store.toasts.map(({ message, duration, type }) => ({ message, duration, type }));

describe('toasts (spec §8, §9)', () => {
  it('shows the spec messages for their durations', async () => {
    const { result } = renderHook(() => useToasterStore());
    await act(async () => {
      notifySuccess('orderConfirmed');
      notifySuccess('productAdded');
      notifySuccess('verified');
      notifyError('Someone has just booked this phone.');
      // Toasts show once their modules are in (they stay out of the first load).
      await loadToasts();
    });
    expect(shown(result.current)).toEqual([
      { message: 'Someone has just booked this phone.', duration: TOAST_MS.error, type: 'error' },
      { message: 'Verified successfully', duration: 4000, type: 'success' },
      { message: 'Product added successfully', duration: 5000, type: 'success' },
      { message: 'Order confirmed', duration: 2000, type: 'success' },
    ]);
  });

  it('keeps one toast per repeated error', async () => {
    const { result } = renderHook(() => useToasterStore());
    await act(async () => {
      for (let i = 0; i < 3; i += 1) notifyError('ReCell did not answer. Check your connection and try again.');
      await loadToasts();
    });
    expect(result.current.toasts).toHaveLength(1);
  });

  it('keeps at most 20 toasts', async () => {
    const { result } = renderHook(() => useToasterStore());
    await act(async () => {
      for (let i = 0; i < 25; i += 1) notifyError(`Problem ${i}`);
      await loadToasts();
    });
    expect(result.current.toasts).toHaveLength(20);
    expect(result.current.toasts[0]?.message).toBe('Problem 24');
  });

  it("speaks the page's language on a Bangla page, the API's English on an English one", async () => {
    await loadLanguage('bn');
    const { result } = renderHook(() => useToasterStore());
    const booked = new ApiError(409, 'already_booked', 'Someone has just booked this phone.');
    await act(async () => {
      window.history.pushState(null, '', '/bn/dashboard/my-orders');
      notifySuccess('orderConfirmed');
      notifyApiError(booked);
      await loadToasts();
      window.history.pushState(null, '', '/dashboard/my-orders');
      notifyApiError(booked);
      await loadToasts();
    });
    expect(result.current.toasts.map(({ message }) => message)).toEqual(['Someone has just booked this phone.', 'এই ফোনটি আগেই বুক হয়ে গেছে।', 'অর্ডার নিশ্চিত হয়েছে']);
  });
});
