import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { renderScreen } from '@/testing/render';
import { PhotosField } from '@/features/products/components/photos-field';
import { photosField, photoUrlsOf, storedPhoto, type ListingPhoto } from '@/features/products/lib/listing-photos';
import type * as UploadImageModule from '@/lib/upload-image';
import { ApiError } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n/context';
import { loadLanguage } from '@/lib/i18n/catalogs';

/** Each upload waits until the test finishes it: finish(name) answers, fail(name) refuses. */
const pending = new Map<string, { progress?: (percent: number) => void; resolve: (url: string) => void; reject: (error: Error) => void }>();
vi.mock('@/lib/upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadImageModule>()),
  uploadImage: vi.fn(
    (file: File, onProgress?: (percent: number) => void) =>
      new Promise((resolve, reject) => {
        pending.set(file.name, {
          progress: onProgress,
          resolve: (url) => resolve({ display_url: url, card_url: url }),
          reject,
        });
      }),
  ),
}));
const urlOf = (name: string) => `/api/images/${name}-1200.webp`;
const finish = (name: string) => act(async () => pending.get(name)!.resolve(urlOf(name)));

const schema = z.object({ photos: photosField(6) });

function Harness({ initial = [], onSubmit }: { initial?: ListingPhoto[]; onSubmit: (urls: string[]) => void }) {
  const { control, handleSubmit } = useZodForm(schema, { defaultValues: { photos: initial } });
  return (
    <form aria-label="Photos" noValidate onSubmit={handleSubmit(({ photos }) => onSubmit(photoUrlsOf(photos as ListingPhoto[])))}>
      <PhotosField control={control} name="photos" max={6} />
      <button type="submit">Save</button>
    </form>
  );
}

const pick = (...names: string[]) =>
  fireEvent.change(screen.getByLabelText(/Photos of the phone/), { target: { files: names.map((name) => new File(['x'], name, { type: 'image/png' })) } });
const tiles = () => within(screen.getByRole('list', { name: 'Chosen photos' })).queryAllByRole('listitem').filter((item) => item.hasAttribute('data-photo'));
const tileNames = () => tiles().map((tile) => tile.getAttribute('aria-label'));

describe('PhotosField', () => {
  it('uploads each picked photo with its own progress, and sends the URLs cover first', async () => {
    pending.clear();
    const onSubmit = vi.fn();
    renderScreen(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('Add at least one photo of the phone.');

    pick('one.png', 'two.png', 'three.png');
    expect(tileNames()).toEqual(['Photo 1 of 3, the cover, uploading', 'Photo 2 of 3, uploading', 'Photo 3 of 3, uploading']);
    act(() => pending.get('two.png')!.progress!(40));
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 2' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 1' }).getAttribute('aria-valuenow')).toBe('0');
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('Wait for the photos to finish uploading.');
    expect(onSubmit).not.toHaveBeenCalled();

    await finish('one.png');
    await finish('two.png');
    await finish('three.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('3 of 6')).toBeTruthy();

    // Photo 3 becomes the cover (its star), then photo 2 moves later with its arrow.
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(screen.getByRole('status').textContent).toBe('Made the cover: this photo is now the cover.');
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([urlOf('three.png'), urlOf('two.png'), urlOf('one.png')]));
  });

  it('reorders by dragging a photo onto another', async () => {
    const onSubmit = vi.fn();
    renderScreen(<Harness initial={['a', 'b', 'c'].map((name) => storedPhoto(urlOf(name)))} onSubmit={onSubmit} />);
    const [first, , third] = tiles();
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([urlOf('c'), urlOf('a'), urlOf('b')]));
  });

  it('removes a photo, refuses what is not an image, and stops at six', async () => {
    pending.clear();
    renderScreen(<Harness initial={['a', 'b'].map((name) => storedPhoto(urlOf(name)))} onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tileNames()).toEqual(['Photo 1 of 1, the cover']);
    expect(screen.getByRole('status').textContent).toBe('Photo 1 removed. The next photo is now the cover.');

    fireEvent.change(screen.getByLabelText(/Photos of the phone/), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('notes.txt: Choose a JPEG, PNG or WebP image.')).toBeTruthy();

    pick('1.png', '2.png', '3.png', '4.png', '5.png', '6.png');
    expect(tiles()).toHaveLength(6);
    expect(screen.getByText('A listing has at most 6 photos: 1 left out.')).toBeTruthy();
    expect(screen.queryByLabelText(/Photos of the phone/)).toBeNull();
  });

  it('says which upload failed and tries it again', async () => {
    pending.clear();
    const onSubmit = vi.fn();
    renderScreen(<Harness onSubmit={onSubmit} />);
    pick('bad.png');
    await act(async () => pending.get('bad.png')!.reject(new Error('The image could not be uploaded.')));
    expect(tileNames()).toEqual(['Photo 1 of 1, the cover, not uploaded']);
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('Remove the photos that could not be uploaded, or try them again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try photo 1 again' }));
    await finish('bad.png');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([urlOf('bad.png')]));
  });

  it("says why an upload failed in the page's language", async () => {
    pending.clear();
    renderScreen(
      <I18nProvider i18n={await loadLanguage('bn')}>
        <Harness onSubmit={vi.fn()} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText(/ফোনের ছবি/), { target: { files: [new File(['x'], 'big.png', { type: 'image/png' })] } });
    await act(async () => pending.get('big.png')!.reject(new ApiError(413, 'payload_too_large', 'The image is over the 5 MB limit.')));
    await waitFor(() => expect(screen.getByRole('button', { name: /আবার চেষ্টা/ }).getAttribute('title')).toBe('ফাইলটি অনেক বড়।'));
  });
});
