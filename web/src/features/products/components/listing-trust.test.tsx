import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trustOf } from '@contract/trust';
import { renderScreen } from '@/testing/render';
import { GradeExplainer, ImeiCheck, TrustBreakdown } from '@/features/products/components/listing-trust';

describe('TrustBreakdown', () => {
  it('answers "Why 86?" with each reason, a tick or a cross, and its points', () => {
    const { trust_score: score, trust_reasons: reasons } = trustOf({
      verified: true,
      seller_phone_verified: true,
      photos: ['a', 'b', 'c'],
      imei_last4: '4821',
      battery_health: 91,
      seller_completed_sales: null,
      seller_rating_avg: null,
      seller_rating_count: null,
      seller_since: '2025-01-01T00:00:00.000Z',
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    renderScreen(<TrustBreakdown score={score} reasons={reasons} />);
    const section = screen.getByRole('region', { name: `Why ${score}?` });
    const items = within(within(section).getByRole('list', { name: 'Trust score reasons' })).getAllByRole('listitem');
    expect(items).toHaveLength(reasons.length);
    const verified = items.find((item) => item.textContent?.includes('Seller verified by ReCell'))!;
    expect(within(verified).getByTitle('Yes')).toBeTruthy();
    expect(verified.textContent).toContain('+15 of 15');
    expect(items.find((item) => item.textContent?.includes('Phone number verified'))!.textContent).toContain('+5 of 5');
    const sales = items.find((item) => item.textContent?.includes('completed sales'))!;
    expect(within(sales).getByTitle('No')).toBeTruthy();
    expect(sales.textContent).toContain('Not met: ');
    expect(sales.textContent).toContain('+0 of 10');
  });
});

it('shows a reason that earned part of its points as partly met, not as a cross', () => {
  renderScreen(<TrustBreakdown score={5} reasons={[{ factor: 'completed_sales', label: 'Three or more completed sales', met: false, points: 5, max: 10 }]} />);
  const [item] = within(screen.getByRole('list', { name: 'Trust score reasons' })).getAllByRole('listitem');
  expect(within(item!).getByTitle('Partly')).toBeTruthy();
  expect(item!.textContent).toContain('Partly met: ');
  expect(item!.textContent).toContain('+5 of 10');
});

it('shows an upheld dispute as points taken off, with a cross, and none as met', () => {
  const disputes = (points: number) => ({ factor: 'disputes' as const, label: 'No disputes decided against the seller', met: points === 0, points, max: 0 });
  renderScreen(<TrustBreakdown score={60} reasons={[disputes(-20)]} />);
  const [item] = within(screen.getByRole('list', { name: 'Trust score reasons' })).getAllByRole('listitem');
  expect(within(item!).getByTitle('No')).toBeTruthy();
  expect(item!.textContent).toContain('−20');
  expect(item!.textContent).not.toContain('of 0');
});

describe('ImeiCheck', () => {
  it('shows the IMEI masked, and says what was checked and what was not', () => {
    renderScreen(<ImeiCheck last4="4821" />);
    expect(screen.getByRole('heading', { name: 'IMEI •••• 4821, checked format' })).toBeTruthy();
    const checks = within(screen.getByRole('list', { name: 'What was checked' })).getAllByRole('listitem');
    expect(checks.map((item) => [within(item).queryByTitle('Yes') ? 'Yes' : 'No', item.querySelector('p')?.textContent])).toEqual([
      ['Yes', 'Format checked'],
      ['Yes', 'Unique on ReCell'],
      ['No', 'Not checked against carrier blacklists'],
    ]);
    expect(screen.getByText(/needs a paid GSMA service/)).toBeTruthy();
  });

  it('says so when an older listing has no IMEI', () => {
    renderScreen(<ImeiCheck last4={null} />);
    expect(screen.getByRole('heading', { name: 'No IMEI given' })).toBeTruthy();
  });
});

describe('GradeExplainer', () => {
  it('opens what the grade means and what every grade means, and whether the seller confirmed it', () => {
    renderScreen(<GradeExplainer condition_type="good" attested />);
    const button = screen.getByRole('button', { name: 'What does Good mean?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('No scratches visible on the screen when it is on.')).toBeTruthy();
    expect(screen.getByText('Not reported lost or stolen.')).toBeTruthy();
    expect(screen.getByText('The seller confirmed each of these when listing this phone.')).toBeTruthy();
  });
});
