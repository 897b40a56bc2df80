/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { answer, mockApi } from '../testing';
import { createStore } from '../store';
import { bankTransfersApi } from './bank-transfers';

const ORDER = '0d6e1c1e-4b1f-4d53-9a2c-6f7e7c1d2a10';
const page = (orderIds: string[]) => ({
  items: orderIds.map((orderId) => ({ orderId })),
  total: orderIds.length,
  page: 1,
  pageSize: 20,
});

describe('bank transfers through the API', () => {
  it('asks for the list with only the query it was given, and reads it again once an order is marked paid', async () => {
    let awaiting = [ORDER];
    const api = mockApi({
      'GET /partner/bank-transfers': () => answer(page(awaiting)),
      'GET /partner/bank-transfers?eventId=7&sort=createdAt': () => answer(page(awaiting)),
      [`POST /partner/orders/${ORDER}/mark-paid`]: () => {
        awaiting = [];
        return answer({ orderId: ORDER, status: 'paid' });
      },
    });
    const store = createStore();
    const list = store.dispatch(bankTransfersApi.endpoints.getPartnerBankTransfers.initiate({}));
    expect((await list).data?.items).toHaveLength(1);
    await store.dispatch(
      bankTransfersApi.endpoints.getPartnerBankTransfers.initiate({ eventId: '7', sort: 'createdAt', q: '' }),
    );
    expect(api.callsTo('GET /partner/bank-transfers?eventId=7&sort=createdAt')).toHaveLength(1);

    await store
      .dispatch(
        bankTransfersApi.endpoints.markPartnerOrderPaid.initiate({
          orderId: ORDER,
          body: { receivedOn: '2030-01-02' },
        }),
      )
      .unwrap();
    expect(api.callsTo(`POST /partner/orders/${ORDER}/mark-paid`)[0].body).toEqual({ receivedOn: '2030-01-02' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(store.dispatch(bankTransfersApi.util.getRunningQueriesThunk()));
    expect(api.callsTo('GET /partner/bank-transfers')).toHaveLength(2);
    expect(bankTransfersApi.endpoints.getPartnerBankTransfers.select({})(store.getState()).data?.items).toEqual([]);
    list.unsubscribe();
  });

  it('keeps the setting the partner saved without asking for it again', async () => {
    const api = mockApi({
      'GET /partner/events/7/bank-transfer': answer({ enabled: false, untilDays: null, lastChoiceAt: null }),
      'PUT /partner/events/7/bank-transfer': ({ body }) =>
        answer({
          enabled: true,
          untilDays: (body as { untilDays: number }).untilDays,
          lastChoiceAt: '2030-05-18T09:00:00.000Z',
        }),
    });
    const store = createStore();
    const setting = store.dispatch(bankTransfersApi.endpoints.getEventBankTransfer.initiate(7));
    await setting;
    await store
      .dispatch(
        bankTransfersApi.endpoints.setEventBankTransfer.initiate({
          eventId: 7,
          body: { enabled: true, untilDays: 10 },
        }),
      )
      .unwrap();
    expect(bankTransfersApi.endpoints.getEventBankTransfer.select(7)(store.getState()).data).toMatchObject({
      enabled: true,
      untilDays: 10,
    });
    expect(api.callsTo('GET /partner/events/7/bank-transfer')).toHaveLength(1);
    setting.unsubscribe();
  });
});
