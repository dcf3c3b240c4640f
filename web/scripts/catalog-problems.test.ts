import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-problems';

const used = [
  { id: 'a1', message: 'Products' },
  { id: 'b2', message: 'Book Now' },
];

describe('catalogProblems (npm run i18n:check)', () => {
  it('passes when every language translates exactly the messages the code uses', () => {
    const saved = {
      en: { a1: { message: 'Products', translation: 'Products' }, b2: { message: 'Book Now', translation: 'Book Now' } },
      bn: { a1: { message: 'Products', translation: 'পণ্য' }, b2: { message: 'Book Now', translation: 'এখনই বুক করুন' } },
    };
    expect(catalogProblems(used, saved)).toEqual([]);
  });

  it('fails on a message missing from a catalog or left untranslated', () => {
    const saved = {
      en: { a1: { message: 'Products', translation: 'Products' }, b2: { message: 'Book Now', translation: 'Book Now' } },
      bn: { a1: { message: 'Products', translation: '' } },
    };
    expect(catalogProblems(used, saved)).toEqual(['bn: no translation of "Products"', 'bn: no translation of "Book Now"']);
  });

  it('fails on an entry no code uses', () => {
    const saved = {
      en: {
        a1: { message: 'Products', translation: 'Products' },
        b2: { message: 'Book Now', translation: 'Book Now' },
        c3: { message: 'Old', translation: 'Old' },
      },
      bn: { a1: { message: 'Products', translation: 'পণ্য' }, b2: { message: 'Book Now', translation: 'এখনই বুক করুন' } },
    };
    expect(catalogProblems(used, saved)).toEqual(['en: "Old" is in the catalog but no code uses it']);
  });
});
