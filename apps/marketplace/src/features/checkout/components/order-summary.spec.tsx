import { render, screen, within } from '@testing-library/react';
import { summariseCheckout } from '../summary';
import { OrderSummary } from './order-summary';

const ticketTypes = [
  { id: 10, name: 'Standard Pass', price: 250 },
  { id: 11, name: 'Student', price: 0 },
];
const extras = [
  { id: 1, name: 'Welcome Drinks Reception', price: 0 },
  { id: 2, name: 'City Tour', price: 45 },
];

describe('OrderSummary', () => {
  it("says each ticket type's cancellation terms in words before paying", () => {
    const withPolicies = [
      {
        id: 10,
        name: 'Standard Pass',
        price: 250,
        cancellationPolicy: {
          name: 'Flexible',
          periods: [
            { percentageRefund: 100, startDaysBeforeEvent: 60, endDaysBeforeEvent: 30 },
            { percentageRefund: 50, startDaysBeforeEvent: 29, endDaysBeforeEvent: 15 },
          ],
        },
      },
      { id: 11, name: 'Student', price: 0, cancellationPolicy: null },
    ];
    render(<OrderSummary status="ready" summary={summariseCheckout({ 10: 1, 11: 1 }, withPolicies, 'USD')} />);
    const [standard, student] = within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
    expect(
      within(standard!).getByText(
        'Cancellation (Flexible): 100% back from 60 until 30 days before the event, 50% until 15 days, then nothing.',
      ),
    ).toBeInTheDocument();
    expect(within(student!).getByText('Cancellation: No refund if you cancel.')).toBeInTheDocument();
  });

  it('lists each ticket type with quantity and line total, the extras and the total', () => {
    render(
      <OrderSummary
        status="ready"
        eventName="Future of Fintech Summit"
        summary={summariseCheckout({ 10: 2, 11: 1 }, ticketTypes, 'USD', extras, [[1, 2], [1], []])}
      >
        <button type="button">Confirm Order</button>
      </OrderSummary>,
    );
    const aside = screen.getByRole('complementary', { name: 'Order Summary' });
    const tickets = within(aside).getByRole('list', { name: 'Tickets' });
    const ticketItems = within(tickets).getAllByRole('listitem');
    expect(ticketItems[0]).toHaveTextContent('Standard Pass2 × $250.00$500.00');
    expect(ticketItems[1]).toHaveTextContent('Student1 × FreeFree');
    const extraItems = within(within(aside).getByRole('list', { name: 'Optional extras' })).getAllByRole('listitem');
    expect(extraItems[0]).toHaveTextContent('Welcome Drinks Reception2 × FreeFree');
    expect(extraItems[1]).toHaveTextContent('City Tour1 × $45.00$45.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$545.00');
    expect(within(aside).getByText('Future of Fintech Summit')).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Confirm Order' })).toBeInTheDocument();
  });

  it("says 'No tickets selected' for an empty selection", () => {
    render(<OrderSummary status="ready" summary={summariseCheckout({}, ticketTypes, 'USD')} />);
    expect(screen.getByText('No tickets selected')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-total')).not.toBeInTheDocument();
  });

  it('says the ticket information could not be loaded when the event fetch failed', () => {
    render(<OrderSummary status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load ticket information. Please try again later.');
  });

  it('shows progress while loading', () => {
    render(<OrderSummary status="loading" />);
    expect(screen.getByText('Loading ticket information')).toBeInTheDocument();
  });
});
