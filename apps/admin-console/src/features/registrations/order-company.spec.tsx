/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { TEST_ORDER_ID, testOrder } from '@pavilion/domain/testing';
import { renderRoutes } from '@pavilion/features-page-kit/testing';
import { OrderDetailsPage } from './order-details-page';

describe("the company on the administrator's order page", () => {
  it('lists the company the buyer bought for, its VAT number and reference', async () => {
    mockApi({
      [`GET /admin/orders/${TEST_ORDER_ID}`]: answer(
        testOrder({
          company: {
            name: 'Acme Inc.',
            address: '1 Main St\nSpringfield',
            countryCode: 'US',
            vatNumber: null,
            reference: 'PO 77',
            vatNumberCheck: null,
          },
        }),
      ),
    });
    renderRoutes([{ path: '/order-details/:id', element: <OrderDetailsPage /> }], `/order-details/${TEST_ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Bought for a company' })).toBeInTheDocument();
    expect(screen.getByText('Acme Inc.')).toBeInTheDocument();
    expect(screen.getByText('1 Main St, Springfield')).toBeInTheDocument();
    expect(screen.getByText('United States')).toBeInTheDocument();
    expect(screen.getByText('PO 77')).toBeInTheDocument();
    expect(screen.queryByText('VAT number')).not.toBeInTheDocument();
  });
});
