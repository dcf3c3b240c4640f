import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { createProduct } from '@/testing/factories';
import { renderScreen, seller, signedIn } from '@/testing/render';
import { MyProductsTable } from '@/features/products/components/my-products-table';

describe('MyProductsTable', () => {
  it('lets an available phone be advertised, but not a sold or booked one', () => {
    const products = [
      createProduct({ _id: 'a', status: 'available' }),
      createProduct({ _id: 'b', status: 'sold' }),
      createProduct({ _id: 'c', status: 'booked' }),
    ];
    renderScreen(<MyProductsTable products={products} />, { auth: signedIn(seller) });
    const buttons = screen.getAllByRole('button', { name: 'Advertise' }) as HTMLButtonElement[];
    expect(buttons.map((button) => button.disabled)).toEqual([false, true, true]);
    expect(screen.getByRole('button', { name: 'Sold' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Booked' })).toBeTruthy();
  });

  it('advertises: "Advertised successfully"', async () => {
    const calls = mockApi({ 'PUT /api/products/adversite/a': { body: { acknowledged: true, adversite: true } } });
    renderScreen(<MyProductsTable products={[createProduct({ _id: 'a' })]} />, { auth: signedIn(seller) });
    fireEvent.click(screen.getByRole('button', { name: 'Advertise' }));
    await screen.findByText('Advertised successfully');
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/products/adversite/a' });
  });

  it('marks sold: "Item sold successfully"', async () => {
    mockApi({ 'PUT /api/products/sold/a': { body: { acknowledged: true, status: 'sold' } } });
    renderScreen(<MyProductsTable products={[createProduct({ _id: 'a' })]} />, { auth: signedIn(seller) });
    fireEvent.click(screen.getByRole('button', { name: 'Available' }));
    await screen.findByText('Item sold successfully');
  });
});
