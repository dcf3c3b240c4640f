import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '@contract/orders';
import type { OrderSide } from '@contract/order-status';
import { mockApi } from '@/testing/api-mock';
import { createOrder } from '@/testing/factories';
import { buyer, renderScreen, seller, signedIn } from '@/testing/render';
import { OrderDetails } from '@/features/orders/components/order-details';

const HOUR = 60 * 60 * 1000;
const now = new Date();
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
const order = (overrides: Partial<OrderView>): OrderView =>
  ({ ...createOrder({ _id: 'o1', item_name: 'iPhone 13', buyer_uid: buyer.uid, seller_uid: seller.uid }), ...overrides }) as OrderView;

function show(view: OrderView, side: OrderSide) {
  mockApi({});
  renderScreen(<OrderDetails order={view} side={side} now={now} />, { auth: signedIn(side === 'seller' ? seller : buyer) });
}

describe('OrderDetails: every status line is written for the side that reads it', () => {
  it('tells the seller the booking waits for their answer, and the buyer that it waits for the seller', () => {
    const booked = order({ status: 'booked', slots: [inHours(30)], answer_by: inHours(20) });
    show(booked, 'seller');
    expect(screen.getByText('Waiting for your answer')).toBeTruthy();
    expect(screen.getByText('Next: Accept a time or decline')).toBeTruthy();
    expect(screen.queryByText('Waiting for the seller')).toBeNull();
    expect(screen.queryByText(/Wait for the seller/)).toBeNull();
  });

  it('shows the buyer that the booking waits for the seller', () => {
    show(order({ status: 'booked', slots: [inHours(30)], answer_by: inHours(20) }), 'buyer');
    expect(screen.getByText('Waiting for the seller')).toBeTruthy();
  });

  it('says "You declined" to the seller of a declined booking, and "The seller declined" to its buyer', () => {
    const declined = order({ status: 'declined', decline_reason: 'Sold elsewhere', closed_at: inHours(-1) });
    show(declined, 'seller');
    // A closed order has no next step: the line says how it ended.
    expect(screen.getByText('You declined')).toBeTruthy();
    expect(screen.queryByText(/Next:/)).toBeNull();
    expect(screen.queryByText(/The seller declined/)).toBeNull();
  });

  it('tells the seller of an unanswered, expired booking that they did not answer', () => {
    show(order({ status: 'expired', closed_at: inHours(-1) }), 'seller');
    expect(screen.getByText('You did not answer in time: the phone is available again.')).toBeTruthy();
    expect(screen.queryByText(/The seller did not answer/)).toBeNull();
  });
});
