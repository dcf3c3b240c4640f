import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '@/lib/upload-image';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'photo', { type });

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageFileProblem(file(type, 1000))).toBeNull();
    expect(imageFileProblem(file('image/png', 5 * 1024 * 1024))).toBeNull();
  });

  it('refuses other types and bigger files, in words', () => {
    expect(imageFileProblem(file('image/gif', 10))).toBe('Choose a JPEG, PNG or WebP image.');
    expect(imageFileProblem(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe('The image must be 5 MB or smaller.');
  });
});
