import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { Badge, Button, DataTable, Select } from '@pavilion/ui';
import { ListPage, type ListAnswer } from './list-page';
import type { QueryResultLike } from './query-view';
import { SearchBox } from './search-box';

type Claim = { id: number; event: string; buyer: string; amount: string; state: string };
type Page = ListAnswer<Claim>;

const claims = (count: number, longText = false): Page => ({
  items: Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    event: longText
      ? 'The Very Long Annual International Harbour Jazz, Blues and Soul Night at the Old Quay'
      : `Harbour Jazz Night ${i + 1}`,
    buyer: longText ? 'Maximiliana Alexandra Featherstonehaugh-Cholmondeley' : 'Ada Lovelace',
    amount: '€120.00',
    state: i % 2 ? 'Disputed' : 'Filed',
  })),
  total: count === 0 ? 0 : 57,
  page: 1,
  pageSize: 20,
});

const answered = (page: Page): QueryResultLike<Page> => ({
  data: page,
  currentData: page,
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: () => undefined,
});

const meta = {
  title: 'Page kit/ListPage',
  component: ListPage<Page>,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    title: 'Damage claims',
    description: 'Claims you filed against buyers, newest first.',
    filters: (
      <>
        <SearchBox label="Search claims" placeholder="Event or buyer" value="" onSearch={() => undefined} />
        <Select
          label="State"
          placeholder="All states"
          options={[
            { value: 'filed', label: 'Filed' },
            { value: 'disputed', label: 'Disputed' },
          ]}
        />
      </>
    ),
    result: answered(claims(20)),
    loadingLabel: 'Loading damage claims',
    errorTitle: 'The damage claims could not be loaded',
    empty: 'No damage claims match these filters',
    pagination: { onPageChange: () => undefined, label: 'Damage claim pages', kind: 'claims' },
    children: (page: Page) => (
      <DataTable
        caption="Damage claims"
        hideCaption
        columns={[
          { key: 'event', header: 'Event', rowHeader: true, minWidth: '12rem', cell: (c: Claim) => c.event },
          { key: 'buyer', header: 'Buyer', minWidth: '10rem', cell: (c: Claim) => c.buyer },
          { key: 'amount', header: 'Amount', align: 'end', nowrap: true, cell: (c: Claim) => c.amount },
          { key: 'state', header: 'State', cell: (c: Claim) => <Badge tone="warning">{c.state}</Badge> },
        ]}
        rows={page.items}
        getRowKey={(c) => c.id}
      />
    ),
  },
} satisfies Meta<typeof ListPage<Page>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { result: answered(claims(0)) } };

export const Error: Story = {
  args: {
    result: {
      isLoading: false,
      isError: true,
      error: { status: 503, data: { error: 'The service is not available; try again in a minute' } },
      refetch: () => undefined,
    },
  },
};

export const Loading: Story = { args: { result: { isLoading: true, isError: false, refetch: () => undefined } } };

export const LongText: Story = {
  args: {
    result: answered(claims(3, true)),
    notice: (
      <p>
        Claims of the event The Very Long Annual International Harbour Jazz, Blues and Soul Night{' '}
        <Button variant="ghost" size="sm">
          Show all events
        </Button>
      </p>
    ),
  },
};

/** A phone's width: the filters wrap, the table scrolls inside its own wrapper. */
export const Narrow: Story = {
  args: { result: answered(claims(3, true)) },
  decorators: [
    (Story) => (
      <div style={{ width: 390, border: '1px dashed var(--pv-color-border)' }}>
        <Story />
      </div>
    ),
  ],
};
