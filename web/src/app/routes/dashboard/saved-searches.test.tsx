import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedSearchView } from '@contract/saved-searches';
import { mockApi } from '@/testing/api-mock';
import { renderScreen, signedIn } from '@/testing/render';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import SavedSearchesRoute from '@/app/routes/dashboard/saved-searches';

const search = (over: Partial<SavedSearchView> = {}): SavedSearchView => ({
  _id: 'u_s1',
  name: 'iPhone 13 under ৳60,000',
  query: { q: 'iphone 13', category: 'apple', maxPrice: '60000' },
  frequency: 'instantly',
  count: 3,
  createdAt: '2026-11-08T10:15:00.000Z',
  updatedAt: '2026-11-08T10:15:00.000Z',
  ...over,
});

const renderPage = () =>
  renderScreen(
    <>
      <SavedSearchesRoute />
      <ConfirmDialogHost />
    </>,
    { auth: signedIn(), at: '/dashboard/saved-searches' },
  );

describe('Saved searches', { timeout: 60_000 }, () => {
  it('lists each search with what it looks for, how many phones it finds now, and opens it as a search', async () => {
    mockApi({ 'GET /api/saved-searches': { body: [search(), search({ _id: 'u_s2', name: 'Anything', query: {}, count: 1, frequency: 'off' })] } });
    renderPage();
    const card = within(await screen.findByRole('listitem', { name: 'iPhone 13 under ৳60,000' }));
    expect(card.getByText('“iphone 13” · Apple · Up to ৳60,000/-')).toBeTruthy();
    expect(card.getByText('3 phones now')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Open search' }).getAttribute('href')).toBe('/categories/apple?q=iphone+13&maxPrice=60000');
    const other = within(screen.getByRole('listitem', { name: 'Anything' }));
    expect(other.getByText('Every phone')).toBeTruthy();
    expect(other.getByText('1 phone now')).toBeTruthy();
  });

  it('changes how often a search alerts with PATCH', async () => {
    const calls = mockApi({
      'GET /api/saved-searches': { body: [search()] },
      'PATCH /api/saved-searches/u_s1': (call) => ({ body: { acknowledged: true, savedSearch: { ...search(), ...(call.body as object) } } }),
    });
    renderPage();
    const card = within(await screen.findByRole('listitem', { name: 'iPhone 13 under ৳60,000' }));
    fireEvent.mouseDown(card.getByRole('combobox', { name: 'Alerts' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Daily email digest' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ frequency: 'daily' }));
  });

  it('deletes a search once confirmed', async () => {
    const calls = mockApi({
      'GET /api/saved-searches': { body: [search()] },
      'DELETE /api/saved-searches/u_s1': { body: { acknowledged: true, deletedCount: 1 } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete iPhone 13 under ৳60,000' }));
    // The confirmation's code loads on the first question: on a busy machine that takes a while.
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15_000 }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/saved-searches/u_s1')).toBe(true));
  });

  it('says how to save one when there are none', async () => {
    mockApi({ 'GET /api/saved-searches': { body: [] } });
    renderPage();
    expect(await screen.findByText('No saved searches yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse phones' }).getAttribute('href')).toBe('/products');
  });
});
