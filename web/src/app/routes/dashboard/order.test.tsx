import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@contract/orders';
import { mockApi } from '@/testing/api-mock';
import { createOrder } from '@/testing/factories';
import { buyer, renderScreen, seller, signedIn } from '@/testing/render';
import OrderRoute from '@/app/routes/dashboard/order';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function order(overrides: Partial<OrderView> = {}): OrderView {
  return { ...createOrder({ _id: 'o1', item_name: 'iPhone 13', buyer_uid: buyer.uid, seller_uid: seller.uid }), ...overrides } as OrderView;
}

function renderOrder(view: OrderView, auth = signedIn(seller), routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /api/orders/o1': { body: view }, ...routes });
  const result = renderScreen(<OrderRoute />, { auth, at: '/dashboard/orders/o1', path: '/dashboard/orders/:id' });
  return { ...result, calls };
}

const accepted = (overrides: Partial<OrderView> = {}) =>
  order({ status: 'accepted', meet_at: inHours(20), hold_until: inHours(68), accepted_at: inHours(-1), listing_battery_health: 80, listing_imei_last4: '4321', ...overrides });

describe('OrderRoute', () => {
  it("shows the seller the buyer's times and the deadline in words, and accepts the time they pick", async () => {
    const slots = [inHours(26), inHours(50)];
    const { calls } = renderOrder(order({ status: 'booked', slots, answer_by: inHours(23.5) }), signedIn(seller), {
      'PUT /api/orders/o1/accept': { body: { acknowledged: true, order: order({ status: 'accepted', meet_at: slots[1]! }) } },
    });
    await screen.findByText('You have 23 hours to answer.');
    expect(screen.getByRole('list', { name: 'Order timeline' })).toBeTruthy();
    const times = within(screen.getByRole('radiogroup', { name: 'Pick a time' })).getAllByRole('radio');
    expect(times).toHaveLength(3);
    fireEvent.click(times[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Accept and hold the phone' }));
    await screen.findByText('Meetup confirmed: the phone is held for the buyer');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/orders/o1/accept', body: { slot: slots[1] } });
    // A seller answering declines rather than cancels.
    expect(screen.queryByRole('button', { name: /Cancel this/ })).toBeNull();
  });

  it('tells the buyer how long the seller has, and offers only Cancel', async () => {
    renderOrder(order({ status: 'booked', slots: [inHours(30)], answer_by: inHours(5.2), seller_mobile_number: undefined, seller_email: undefined }), signedIn(buyer));
    await screen.findByText('The seller has 5 hours to answer.');
    expect(screen.queryByRole('button', { name: 'Accept and hold the phone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel this booking' })).toBeTruthy();
    expect(screen.getByText('Their contact shows once they accept.')).toBeTruthy();
  });

  it('declines with a reason the buyer will read', async () => {
    const { calls } = renderOrder(order({ status: 'booked', slots: [inHours(30)], answer_by: inHours(20) }), signedIn(seller), {
      'PUT /api/orders/o1/decline': { body: { acknowledged: true, order: order({ status: 'declined' }) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Sold it to a friend.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    await screen.findByText('Booking declined');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/orders/o1/decline', body: { reason: 'Sold it to a friend.' } });
  });

  it('gives the buyer the code and the checklist, saved as ticked, with a battery mismatch in red', async () => {
    const { calls } = renderOrder(accepted({ handover_code: '482913' }), signedIn(buyer), {
      'PUT /api/orders/o1/checklist': { body: { acknowledged: true, order: accepted() } },
    });
    const code = await screen.findByRole('region', { name: 'Your handover code' });
    expect(within(code).getByText('482913')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Screen and touch/ }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ items: { screen: true, cameras: false } });

    fireEvent.change(screen.getByLabelText('Battery health (%)'), { target: { value: '70' } });
    fireEvent.blur(screen.getByLabelText('Battery health (%)'));
    expect(await screen.findByText("Don't pay — cancel the deal")).toBeTruthy();
    expect(screen.getByText('Battery health is 70%, but the listing said 80%.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toMatchObject({ battery_health: 70 }));
    fireEvent.change(screen.getByLabelText('IMEI, last 4 digits'), { target: { value: '1111' } });
    expect(await screen.findByText(/The IMEI ends in 1111, but the listing's ends in 4321/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel this meetup' })).toBeTruthy();
  });

  it("asks a OnePlus buyer to check what a OnePlus has: a fingerprint reader and a Google account, never Face ID", async () => {
    renderOrder(accepted({ item_brand: 'oneplus', item_name: 'OnePlus 9 Pro', handover_code: '482913' }), signedIn(buyer));
    const checklist = await screen.findByRole('region', { name: 'Check the phone before you pay' });
    expect(within(checklist).getByRole('checkbox', { name: /Fingerprint reader/ })).toBeTruthy();
    expect(within(checklist).getByRole('checkbox', { name: /Signed out of Google/ })).toBeTruthy();
    expect(within(checklist).getByText('Power, volume and the alert slider respond.')).toBeTruthy();
    expect(within(checklist).getByText('It charges with a USB-C cable (bring one).')).toBeTruthy();
    expect(within(checklist).queryByText(/Face ID|Touch ID|iCloud/)).toBeNull();
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(7);
  });

  it("asks an iPhone 12 buyer to check Face ID and iCloud, and an iPhone SE buyer Touch ID", async () => {
    const { unmount } = renderOrder(accepted({ item_brand: 'apple', item_name: 'iPhone 12', handover_code: '482913' }), signedIn(buyer));
    const checklist = await screen.findByRole('region', { name: 'Check the phone before you pay' });
    expect(within(checklist).getByRole('checkbox', { name: /^Face ID/ })).toBeTruthy();
    expect(within(checklist).getByRole('checkbox', { name: /Signed out of iCloud/ })).toBeTruthy();
    expect(within(checklist).getByText('It charges with a Lightning cable (bring one).')).toBeTruthy();
    expect(within(checklist).getByText('Settings → Battery → Battery Health. The listing says 80%.')).toBeTruthy();
    expect(within(checklist).queryByText(/Touch ID|Fingerprint|Google/)).toBeNull();
    unmount();

    renderOrder(accepted({ item_brand: 'apple', item_name: 'iPhone SE (2022)', handover_code: '482913' }), signedIn(buyer));
    const older = await screen.findByRole('region', { name: 'Check the phone before you pay' });
    expect(within(older).getByRole('checkbox', { name: /^Touch ID/ })).toBeTruthy();
    expect(within(older).queryByText(/Face ID/)).toBeNull();
  });

  it("shows the seller the buyer's checks under this phone's names", async () => {
    const ticked = { screen: true, cameras: true, audio: true, charging: true, buttons: true, biometrics: true, account_signed_out: false };
    const checklist = { items: ticked, battery_health: 80, imei_last4: '4321', mismatches: [], updatedAt: inHours(-0.5) };
    renderOrder(accepted({ item_brand: 'samsung', item_name: 'Galaxy S10', checklist }), signedIn(seller));
    const summary = await screen.findByRole('region', { name: "The buyer's checks" });
    expect(within(summary).getByText('Fingerprint reader')).toBeTruthy();
    expect(within(summary).getByText('Signed out of Google and Samsung')).toBeTruthy();
    expect(within(summary).queryByText(/Face ID/)).toBeNull();
  });

  it('titles the saved checks for the side that reads them: "Your checks" to the buyer of a completed order', async () => {
    const ticked = { screen: true, cameras: true, audio: true, charging: true, buttons: true, biometrics: true, account_signed_out: true };
    const checklist = { items: ticked, battery_health: 80, imei_last4: '4321', mismatches: [], updatedAt: inHours(-30) };
    renderOrder(accepted({ status: 'completed', closed_at: inHours(-29), item_brand: 'apple', item_name: 'iPhone XR', checklist }), signedIn(buyer));
    const summary = await screen.findByRole('region', { name: 'Your checks' });
    expect(within(summary).getByText('Face ID')).toBeTruthy();
    expect(screen.queryByRole('region', { name: "The buyer's checks" })).toBeNull();
  });

  it("lets the seller enter the code, and says when the handover is locked (423)", async () => {
    const { calls } = renderOrder(accepted(), signedIn(seller), {
      'POST /api/orders/o1/handover': {
        status: 423,
        body: { acknowledged: false, code: 'locked', message: 'That was the 5th wrong code: the handover is locked for 15 minutes.' },
      },
    });
    expect(screen.queryByText('482913')).toBeNull();
    fireEvent.change(await screen.findByLabelText("Buyer's code"), { target: { value: '12ab3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete handover' }));
    await screen.findByText('Enter the 6 digits the buyer shows you.');
    fireEvent.change(screen.getByLabelText("Buyer's code"), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete handover' }));
    await screen.findByText('That was the 5th wrong code: the handover is locked for 15 minutes.');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { code: '123456' } });
  });

  it('completes: both see Completed', async () => {
    renderOrder(accepted(), signedIn(seller), {
      'POST /api/orders/o1/handover': { body: { acknowledged: true, order: accepted({ status: 'completed' }) } },
    });
    fireEvent.change(await screen.findByLabelText("Buyer's code"), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete handover' }));
    await screen.findByText('Handover done: the phone is sold');
  });

  it("shows the buyer the seller's reason for cancelling, and no actions", async () => {
    renderOrder(accepted({ status: 'cancelled', cancelled_by: 'seller', cancel_reason: 'The screen cracked.', closed_at: inHours(-1) }), signedIn(buyer));
    await screen.findByText('Cancelled by the seller');
    expect(screen.getByText('Reason: “The screen cracked.”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel this/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your handover code' })).toBeNull();
  });

  it('reads a passed hold as expired, with nothing left to do', async () => {
    renderOrder(accepted({ hold_until: inHours(-0.5), meet_at: inHours(-48.5) }), signedIn(seller));
    await screen.findByText('The hold ran out without a handover: the phone is available again.');
    expect(screen.queryByLabelText("Buyer's code")).toBeNull();
  });

  it('makes a safety card link to copy, or to share where the system can', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText }, share }));
    const { calls } = renderOrder(accepted(), signedIn(buyer), {
      'POST /api/orders/o1/safety-card': {
        status: 201,
        body: { acknowledged: true, url: 'http://api.invalid/meetup/tok_abcdefghijklmnopqrstuvwxyz', token: 'tok_abcdefghijklmnopqrstuvwxyz', expiresAt: inHours(44) },
      },
      'DELETE /api/orders/o1/safety-card': { body: { acknowledged: true, revoked: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share a safety card' }));
    const link = (await screen.findByRole('textbox', { name: 'Link for your friend' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/meetup/tok_abcdefghijklmnopqrstuvwxyz`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith(link.value);
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link.value })));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off link' }));
    await screen.findByText('Safety card link turned off');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/orders/o1/safety-card')).toBe(true);
  });
});
