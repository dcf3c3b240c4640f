import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { i18nOf, loadLanguage } from '@/lib/i18n/catalogs';

describe('the catalogs', () => {
  it('load into the instance handed out before them, so words taken early are translated too', async () => {
    const early = i18nOf('bn');
    const loaded = await loadLanguage('bn');
    expect(loaded).toBe(early);
    expect(early._(msg`Excellent`)).toBe('চমৎকার');
  });
});
