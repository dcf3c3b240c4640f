import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderScreen } from '@/testing/render';
import { loadLanguage } from '@/lib/i18n/catalogs';
import { I18nProvider } from '@/lib/i18n/context';
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box';

function join(email: string) {
  fireEvent.change(screen.getByLabelText('Your email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Join' }));
}

describe('NewsletterBox', () => {
  it('mentions the community of 5000+', () => {
    renderScreen(<NewsletterBox />);
    expect(screen.getByText(/community of 5000\+/)).toBeTruthy();
  });

  it('says when an email is not valid, without calling the API', async () => {
    const calls = mockApi({});
    renderScreen(<NewsletterBox />);
    join('not-an-email');
    await screen.findByText('Enter a valid email address.');
    expect(calls).toHaveLength(0);
  });

  it('subscribes', async () => {
    const calls = mockApi({ 'POST /api/newsletter': { status: 201, body: { acknowledged: true, alreadySubscribed: false } } });
    renderScreen(<NewsletterBox />);
    join('  New@Recell.test ');
    await screen.findByText(/Thanks for subscribing!/);
    expect(calls[0]!.body).toEqual({ email: 'new@recell.test' });
  });

  it('tells an existing subscriber they are already on the list', async () => {
    mockApi({ 'POST /api/newsletter': { status: 200, body: { acknowledged: true, alreadySubscribed: true } } });
    renderScreen(<NewsletterBox />);
    join('buyer@recell.test');
    await screen.findByText(/You are already subscribed/);
  });

  it("shows the server's answer to an address it refuses", async () => {
    mockApi({ 'POST /api/newsletter': { status: 400, body: { acknowledged: false, code: 'validation_failed', message: 'Enter a valid email address.' } } });
    renderScreen(<NewsletterBox />);
    join('someone@localhost');
    await screen.findByText('Enter a valid email address.');
  });
});

describe('NewsletterBox on a Bangla page', () => {
  it("shows the contract's validation message in Bangla", async () => {
    const calls = mockApi({});
    renderScreen(
      <I18nProvider i18n={await loadLanguage('bn')}>
        <NewsletterBox />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText('আপনার ইমেইল'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'যোগ দিন' }));
    // contract/schema-helpers.ts's email: "Enter a valid email address."
    await screen.findByText('একটি সঠিক ইমেইল ঠিকানা লিখুন।');
    expect(screen.getByText(/৫০০০\+/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
