import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderScreen } from '@/testing/render';
import { HeaderSearch } from '@/features/search/components/header-search';
import { SearchBox } from '@/features/search/components/search-box';

const suggestions = {
  'GET /api/products/suggest': {
    body: [
      { label: 'Samsung', kind: 'brand' },
      { label: 'Galaxy S22', kind: 'model' },
      { label: 'Galaxy A54 5G', kind: 'model' },
    ],
  },
};

const addressOf = (router: ReturnType<typeof renderScreen>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('the header search', { timeout: 60_000 }, () => {
  it('suggests brands and models once typing pauses, and opens the one picked with the arrows and Enter', async () => {
    const calls = mockApi(suggestions);
    const { router } = renderScreen(<SearchBox initialText="" />, { at: '/' });
    const field = screen.getByRole('combobox', { name: 'Search phones' });
    fireEvent.change(field, { target: { value: 'g' } });
    fireEvent.change(field, { target: { value: 'ga' } });
    fireEvent.change(field, { target: { value: 'gal' } });
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['SamsungBrand', 'Galaxy S22Model', 'Galaxy A54 5GModel']);
    // One request for the pause, not one per key.
    expect(calls.filter((call) => call.path === '/api/products/suggest').map((call) => call.search)).toEqual(['?q=gal']);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option', { name: /Galaxy S22/ }).id);
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=Galaxy+S22'));
  });

  it('opens a brand suggestion as the brand’s page', async () => {
    mockApi(suggestions);
    const { router } = renderScreen(<SearchBox initialText="" />, { at: '/' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search phones' }), { target: { value: 'sam' } });
    fireEvent.click(await screen.findByRole('option', { name: /Samsung/ }));
    await waitFor(() => expect(addressOf(router)).toBe('/categories/samsung'));
  });

  it('searches the words themselves with Enter, and Escape closes the suggestions', async () => {
    mockApi(suggestions);
    const { router } = renderScreen(<SearchBox initialText="" />, { at: '/' });
    const field = screen.getByRole('combobox', { name: 'Search phones' });
    fireEvent.change(field, { target: { value: 'galaxy 128' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=galaxy+128'));
  });

  it('on a phone, opens a full-width field from the search icon, and closes it after the search', async () => {
    mockApi(suggestions);
    const { router } = renderScreen(<HeaderSearch />, { at: '/products?q=pixel&condition=good' });
    fireEvent.click(screen.getByRole('button', { name: 'Search phones' }));
    const overlay = within(screen.getAllByRole('search').at(-1)!);
    const field = await overlay.findByRole('combobox', { name: 'Search phones' });
    // It shows the words of the list it is on, and has the focus.
    await waitFor(() => expect(document.activeElement).toBe(overlay.getByRole('combobox', { name: 'Search phones' })));
    expect((field as HTMLInputElement).value).toBe('pixel');
    fireEvent.change(document.activeElement!, { target: { value: 'galaxy' } });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=galaxy'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close search' })).toBeNull());
  });
});
