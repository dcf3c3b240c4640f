import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { I18nProvider } from '@/lib/i18n/context';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { BLOG } from '@/features/content/blog-entries';
import BlogRoute from '@/app/routes/blog';

describe('BlogRoute', () => {
  it("keeps the spec's four questions and adds the buying guides, each listed with a link to it", () => {
    renderScreen(<BlogRoute />);
    const contents = screen.getByRole('navigation', { name: 'Blog entries' });
    for (const entry of BLOG.en.entries) {
      expect(within(contents).getByRole('link', { name: entry.question }).getAttribute('href')).toBe(`#${entry.slug}`);
      expect(screen.getByRole('article', { name: entry.question }).id).toBe(entry.slug);
    }
    const developers = screen.getByRole('region', { name: 'From our developers' });
    expect(within(developers).getAllByRole('article')).toHaveLength(4);
    for (const question of ['state in a React application', 'prototypal inheritance', 'React, Angular and Vue', 'unit tests']) {
      expect(within(developers).getByRole('heading', { name: new RegExp(question) })).toBeTruthy();
    }
  });

  it('writes the guides with headings and lists: where to find the IMEI on iPhone and Android', () => {
    renderScreen(<BlogRoute />);
    const guides = screen.getByRole('region', { name: 'Buying guides' });
    expect(within(guides).getAllByRole('article')).toHaveLength(3);
    const imei = screen.getByRole('article', { name: 'What IMEI and battery health tell you, and where to find them' });
    expect(within(imei).getByRole('heading', { name: 'Where to find the IMEI' })).toBeTruthy();
    const places = within(imei).getAllByRole('list')[1]!;
    expect(within(places).getByText(/^Any phone: dial \*#06#/)).toBeTruthy();
    expect(within(places).getByText(/^iPhone: Settings > General > About/)).toBeTruthy();
    expect(within(places).getByText(/^Android: Settings > About phone/)).toBeTruthy();
    const checklist = screen.getByRole('article', { name: 'How to check a used phone before you pay' });
    expect(checklist.querySelector('ol')?.children.length).toBeGreaterThanOrEqual(8);
  });

  it('reads in Bangla on a Bangla page: the entries too, under the same anchors', async () => {
    renderScreen(
      <I18nProvider i18n={await loadLanguage('bn')}>
        <BlogRoute />
      </I18nProvider>,
    );
    const contents = screen.getByRole('navigation', { name: 'ব্লগের লেখা' });
    for (const entry of BLOG.bn.entries) {
      expect(within(contents).getByRole('link', { name: entry.question }).getAttribute('href')).toBe(`#${entry.slug}`);
      expect(screen.getByRole('article', { name: entry.question }).id).toBe(entry.slug);
    }
    const guides = screen.getByRole('region', { name: 'কেনার গাইড' });
    expect(within(guides).getAllByRole('article')).toHaveLength(3);
    const imei = screen.getByRole('article', { name: 'IMEI আর ব্যাটারি হেলথ কী জানায়, আর কোথায় পাবেন' });
    expect(within(imei).getByRole('heading', { name: 'IMEI কোথায় পাবেন' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'আমাদের ডেভেলপারদের কাছ থেকে' })).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText('How to check a used phone before you pay')).toBeNull();
  });
});
