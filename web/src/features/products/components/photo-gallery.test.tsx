import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nOf } from '@/lib/i18n/catalogs';
import { I18nProvider } from '@/lib/i18n/context';
import { renderScreen } from '@/testing/render';
import { PhotoGallery } from '@/features/products/components/photo-gallery';

const photos = ['a', 'b', 'c'].map((letter) => `/api/images/${letter.repeat(8)}-1111-2222-3333-444444444444-1200.webp`);

describe('PhotoGallery', () => {
  it('loads the cover at once and the other photos lazily, with card-size thumbnails', () => {
    renderScreen(<PhotoGallery photos={photos} name="Pixel 7" />);
    const gallery = screen.getByRole('region', { name: 'Photos of Pixel 7' });
    const large = within(gallery).getAllByRole('img', { hidden: true }).filter((image) => image.getAttribute('src')?.endsWith('-1200.webp'));
    expect(large.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    const thumbnails = within(screen.getByRole('list', { name: 'Choose a photo' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[1]!.querySelector('img')!.getAttribute('src')).toMatch(/-400\.webp$/);
  });

  it('moves with the arrow keys, the arrows and the thumbnails', () => {
    renderScreen(<PhotoGallery photos={photos} name="Pixel 7" />);
    const gallery = screen.getByRole('region', { name: 'Photos of Pixel 7' });
    const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
    expect(current()).toBe('Show photo 1 of 3');
    expect((screen.getByRole('button', { name: 'Previous photo' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(current()).toBe('Show photo 2 of 3');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(current()).toBe('Show photo 3 of 3');
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(current()).toBe('Show photo 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe('Show photo 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 1 of 3' }));
    expect(current()).toBe('Show photo 1 of 3');
  });

  it('opens the full-screen view on the photo shown, which moves on with the keys and closes', async () => {
    renderScreen(<PhotoGallery photos={photos} name="Pixel 7" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'View full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Pixel 7, full screen' });
    expect(within(dialog).getByRole('img', { name: 'Pixel 7, photo 2 of 3' }).getAttribute('src')).toBe(photos[1]);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img', { name: 'Pixel 7, photo 3 of 3' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('img', { name: 'Pixel 7, photo 3 of 3' }));
    expect(within(dialog).getByRole('img', { name: 'Pixel 7, photo 3 of 3, zoomed in' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(screen.getByRole('button', { current: true }).getAttribute('aria-label')).toBe('Show photo 3 of 3'));
  });

  it('follows a swipe made on the rendered page before React took it over', async () => {
    // In the page's language, as the root's Layout renders every page.
    const gallery = (
      <I18nProvider i18n={i18nOf('en')}>
        <PhotoGallery photos={photos} name="Pixel 7" />
      </I18nProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(gallery);
    const track = within(container).getByTestId('gallery-track');
    Object.defineProperty(track, 'clientWidth', { value: 360 });
    track.scrollLeft = 720;
    const problems: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, gallery, { onRecoverableError: (error) => problems.push(error) }));
    try {
      expect(within(container).getByRole('button', { current: true }).getAttribute('aria-label')).toBe('Show photo 3 of 3');
      expect(problems).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('shows one photo without arrows or thumbnails', () => {
    renderScreen(<PhotoGallery photos={photos.slice(0, 1)} name="Pixel 7" />);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Choose a photo' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Pixel 7' })).toBeTruthy();
  });
});
