import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '@/lib/i18n/languages';

describe('language paths', () => {
  it('reads the language from the path prefix', () => {
    expect(languageOfPath('/bn')).toBe('bn');
    expect(languageOfPath('/bn/products')).toBe('bn');
    expect(languageOfPath('/products')).toBe('en');
    expect(languageOfPath('/bnx')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('writes an app path in either language, keeping its query and hash', () => {
    expect(pathInLanguage('/', 'bn')).toBe('/bn');
    expect(pathInLanguage('/products?sort=price', 'bn')).toBe('/bn/products?sort=price');
    expect(pathInLanguage('/?q=1', 'bn')).toBe('/bn?q=1');
    expect(pathInLanguage('/#about', 'bn')).toBe('/bn#about');
    expect(pathInLanguage('/bn/products', 'en')).toBe('/products');
    expect(pathInLanguage('/bn', 'en')).toBe('/');
    expect(pathInLanguage('/bn?q=1', 'en')).toBe('/?q=1');
    expect(pathInLanguage('/bn/products', 'bn')).toBe('/bn/products');
    expect(pathInLanguage('#main', 'bn')).toBe('#main');
    expect(pathInLanguage('https://example.com/', 'bn')).toBe('https://example.com/');
  });

  it('strips the prefix', () => {
    expect(pathWithoutLanguage('/bn/displayProducts/x')).toBe('/displayProducts/x');
    expect(pathWithoutLanguage('/products')).toBe('/products');
  });
});
