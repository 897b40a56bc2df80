/** @jest-environment ../../../tools/jest/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { answer, mockApi } from '@pavilion/api-client/testing';
import { useGetNotificationsQuery } from '@pavilion/api-client';
import type { TNotificationsPage } from '@pavilion/domain';
import { renderWithStore } from '../testing/render';
import { QueryView, isRetryable } from './query-view';

function inbox(page: number, subjects: string[]): TNotificationsPage {
  return {
    items: subjects.map((subject, index) => ({
      id: page * 100 + index,
      subject,
      text: 'Text',
      timestamp: '2025-01-01T09:00:00.000Z',
      read: false,
      link: null,
    })),
    total: 30,
    page,
    pageSize: 20,
    unreadCount: 0,
  };
}

/** A real RTK Query hook behind the view: the page asks for page 1, then page 2. */
function Messages({ canRetry }: { canRetry?: (error: unknown) => boolean }) {
  const [page, setPage] = useState(1);
  const result = useGetNotificationsQuery({ page: String(page) });
  return (
    <>
      <button type="button" onClick={() => setPage(2)}>
        Next page
      </button>
      <QueryView
        result={result}
        loadingLabel="Loading your messages"
        errorTitle="Your messages could not be loaded"
        canRetry={canRetry}
        isEmpty={(data) => data.items.length === 0}
        empty="No new notifications"
      >
        {(data, { isStale }) => (
          <ul aria-busy={isStale}>
            {data.items.map((item) => (
              <li key={item.id}>{item.subject}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

describe('QueryView', () => {
  it('shows a spinner, then the children with the loaded data only', async () => {
    mockApi({ 'GET /notifications?page=1': answer(inbox(1, ['Welcome'])) });
    renderWithStore(<Messages />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages');
    expect(await screen.findByRole('listitem')).toHaveTextContent('Welcome');
    expect(screen.queryByText('Loading your messages')).not.toBeInTheDocument();
  });

  it('shows the error in words with Try again, which asks again', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    mockApi({
      'GET /notifications?page=1': () => {
        calls += 1;
        return calls === 1
          ? answer({ error: 'The database is resting', code: 'INTERNAL' }, 503)
          : answer(inbox(1, ['Welcome']));
      },
    });
    renderWithStore(<Messages />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your messages could not be loaded');
    expect(alert).toHaveTextContent('The database is resting');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Welcome');
    expect(calls).toBe(2);
  });

  it('shows the empty state for loaded data that is empty', async () => {
    mockApi({ 'GET /notifications?page=1': answer({ ...inbox(1, []), total: 0 }) });
    renderWithStore(<Messages />);
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the previous page, marked stale, while the next one loads, then shows it', async () => {
    const user = userEvent.setup({ delay: null });
    let releasePage2: () => void = () => {};
    mockApi({
      'GET /notifications?page=1': answer(inbox(1, ['First page'])),
      'GET /notifications?page=2': () =>
        new Promise((resolve) => {
          releasePage2 = () => resolve(answer(inbox(2, ['Second page'])));
        }),
    });
    renderWithStore(<Messages />);
    await screen.findByText('First page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('First page')).toBeInTheDocument();
    releasePage2();
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the error, not the previous page, when the next page fails', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /notifications?page=1': answer(inbox(1, ['First page'])),
      'GET /notifications?page=2': answer({ error: 'Server error', code: 'INTERNAL' }, 500),
    });
    renderWithStore(<Messages />);
    await screen.findByText('First page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your messages could not be loaded');
    expect(screen.queryByText('First page')).not.toBeInTheDocument();
  });

  it('offers no Try again, with isRetryable, for a request refused for good', async () => {
    mockApi({ 'GET /notifications?page=1': answer({ error: 'Not found', code: 'NOT_FOUND' }, 404) });
    renderWithStore(<Messages canRetry={isRetryable} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('isRetryable', () => {
  it('retries server and network failures, timeouts and rate limits, not other refusals', () => {
    expect(isRetryable({ status: 500, data: {} })).toBe(true);
    expect(isRetryable({ status: 'FETCH_ERROR', error: 'offline' })).toBe(true);
    expect(isRetryable({ status: 429, data: {} })).toBe(true);
    expect(isRetryable({ status: 408, data: {} })).toBe(true);
    expect(isRetryable({ status: 404, data: {} })).toBe(false);
    expect(isRetryable({ status: 403, data: {} })).toBe(false);
  });
});
