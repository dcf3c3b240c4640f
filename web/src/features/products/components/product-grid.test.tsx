import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydratedProvider } from '@/components/use-hydrated';
import { ProductGrid, ProductGridItem } from '@/features/products/components/product-grid';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <ProductGridItem key={index}>
      <article aria-label={`Phone ${index + 1}`} />
    </ProductGridItem>
  ));

describe('ProductGrid', () => {
  it('draws every card at once when the list came from the cache', () => {
    render(<ProductGrid label="Phones">{items(6)}</ProductGrid>);
    const list = screen.getByRole('list', { name: 'Phones' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(list.getAttribute('aria-busy')).toBeNull();
  });

  it('draws placeholders, then the first four cards (the list busy), then twice as many after each commit, when the data has just arrived', async () => {
    // React's own scheduler, not act(): act would flush the three renders as one.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const list = container.querySelector('ul');
      const now = list ? `${list.querySelectorAll('article').length} cards${list.getAttribute('aria-busy') === 'true' ? ', busy' : ''}` : 'placeholders';
      if (seen.at(-1) !== now) seen.push(now);
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true });
    const root = createRoot(container);
    try {
      flushSync(() =>
        root.render(
          <ProductGrid label="Phones" deferCards>
            {items(13)}
          </ProductGrid>,
        ),
      );
      await waitFor(() => expect(seen.at(-1)).toBe('13 cards'));
      expect(seen).toEqual(['placeholders', '4 cards, busy', '8 cards, busy', '13 cards']);
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('gives the placeholders of the first rows a card\'s shape, and the ones past them only its room', () => {
    const html = renderToString(
      <HydratedProvider hydrating>
        <ProductGrid label="Phones">{items(24)}</ProductGrid>
      </HydratedProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const placeholders = [...container.querySelectorAll('li[aria-hidden="true"]')];
    expect(container.querySelectorAll('article')).toHaveLength(4);
    expect(placeholders).toHaveLength(20);
    expect(placeholders.map((item) => item.childElementCount > 0)).toEqual([...Array<boolean>(8).fill(true), ...Array<boolean>(12).fill(false)]);
  });

  it('writes the cards still to come into a <noscript>, drawn instead of the placeholders where scripts do not run', () => {
    const html = renderToString(
      <HydratedProvider hydrating>
        <ProductGrid label="Phones">{items(24)}</ProductGrid>
      </HydratedProvider>,
    );
    // DOMParser parses as a browser that runs no scripts does: a <noscript>'s content as markup.
    const withoutScripts = new DOMParser().parseFromString(html, 'text/html');
    const list = withoutScripts.querySelector('ul[aria-label="Phones"]');
    const phones = [...(list?.querySelectorAll('article') ?? [])].map((phone) => phone.getAttribute('aria-label'));
    expect(phones).toEqual(Array.from({ length: 24 }, (_, index) => `Phone ${index + 1}`));
    expect(list?.querySelector(':scope > noscript > style')?.textContent).toMatch(/>li\[aria-hidden\]\{display:none\}/);
  });

  it('renders the first four cards and placeholders on the server, takes them over as they are, then draws the rest', async () => {
    const page = (
      <HydratedProvider hydrating>
        <ProductGrid label="Phones">{items(6)}</ProductGrid>
      </HydratedProvider>
    );
    const html = renderToString(page);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const list = within(container).getByRole('list', { name: 'Phones' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    expect(list.getAttribute('aria-busy')).toBe('true');
    const problems: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => problems.push(error) }));
    try {
      await waitFor(() => expect(within(container).getAllByRole('article')).toHaveLength(6));
      expect(within(container).getByRole('list', { name: 'Phones' }).getAttribute('aria-busy')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
