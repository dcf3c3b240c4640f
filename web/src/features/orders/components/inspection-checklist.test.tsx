import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChecklistBody, OrderView } from '@contract/orders';
import { mockApi, type MockResponse } from '@/testing/api-mock';
import { createOrder } from '@/testing/factories';
import { buyer, renderScreen, signedIn } from '@/testing/render';
import { InspectionChecklist } from '@/features/orders/components/inspection-checklist';

const order = createOrder({ _id: 'o1', item_name: 'Galaxy S21', item_brand: 'samsung', status: 'accepted' }) as OrderView;

describe('InspectionChecklist', () => {
  it('saves one tick after another, so the last one ticked is what stays saved', async () => {
    const held: Array<() => void> = [];
    const calls = mockApi({
      'PUT /api/orders/o1/checklist': () =>
        new Promise<MockResponse>((resolve) => held.push(() => resolve({ body: { acknowledged: true, order } }))),
    });
    renderScreen(<InspectionChecklist order={order} />, { auth: signedIn(buyer) });
    const saves = () => calls.filter((call) => call.method === 'PUT');

    fireEvent.click(screen.getByRole('checkbox', { name: /Screen and touch/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Cameras/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Saving…');

    // The second save leaves only once the first is answered, and it carries both ticks.
    held[0]!();
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect((saves()[1]!.body as ChecklistBody).items).toMatchObject({ screen: true, cameras: true });
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    held[1]!();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
  });
});
