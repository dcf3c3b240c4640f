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

  it('on a phone, a search icon opens a full-width field (an HTML popover), which searches the words with Enter', async () => {
    mockApi(suggestions);
    const { router } = renderScreen(<HeaderSearch />, { at: '/products?q=pixel&condition=good' });
    const opener = screen.getByRole('button', { name: 'Search phones' });
    const overlay = document.getElementById(opener.getAttribute('popovertarget')!)!;
    expect(overlay.getAttribute('popover')).toBe('auto');
    expect(within(overlay).getByRole('button', { name: 'Close search', hidden: true }).getAttribute('popovertargetaction')).toBe('hide');
    // A GET form (the popover is closed, so its content is hidden from the accessibility tree until opened) to the list, so Enter searches before the scripts run; it shows the words of the list it is on.
    const form = within(overlay).getByRole('search', { hidden: true }) as HTMLFormElement;
    expect([form.method, new URL(form.action).pathname]).toEqual(['get', '/products']);
    const field = within(overlay).getByRole('combobox', { name: 'Search phones', hidden: true }) as HTMLInputElement;
    expect([field.name, field.value]).toEqual(['q', 'pixel']);
    fireEvent.change(field, { target: { value: 'galaxy' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(addressOf(router)).toBe('/products?q=galaxy'));
  });
});
