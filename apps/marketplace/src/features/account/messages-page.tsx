// /user/messages: every notification, read or unread. Opening one marks it read.
import { useState } from 'react';
import { UI_TEXT, type TNotification } from '@pavilion/domain';
import {
  errorMessage,
  NOTIFICATION_POLL_MS,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '@pavilion/api-client';
import { ProductLink } from '@pavilion/features-shell';
import { Alert, Badge, Button, Container, EmptyState, Spinner, useToast } from '@pavilion/ui';
import { formatNotificationTime } from './notification-time';
import './account.css';

function Message({ entry, open, onToggle }: { entry: TNotification; open: boolean; onToggle: () => void }) {
  const bodyId = `pv-message-${entry.id}`;
  return (
    <li className={`pv-message${entry.read ? '' : ' pv-message--unread'}`}>
      <h2 style={{ margin: 0, fontSize: 'inherit' }}>
        <button
          type="button"
          className="pv-message__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="pv-message__subject">{entry.subject}</span>
          <span className="pv-message__meta">
            {entry.read ? (
              <Badge>Read</Badge>
            ) : (
              <Badge tone="brand" dot>
                Unread
              </Badge>
            )}
            <time dateTime={entry.timestamp}>{formatNotificationTime(entry.timestamp)}</time>
          </span>
        </button>
      </h2>
      <div id={bodyId} className="pv-message__body" hidden={!open}>
        <p>{entry.text}</p>
        {entry.link && <ProductLink to={entry.link}>Open</ProductLink>}
      </div>
    </li>
  );
}

export default function MessagesPage() {
  const { data, isLoading, isError, error, refetch } = useGetNotificationsQuery(
    {},
    {
      pollingInterval: NOTIFICATION_POLL_MS,
      refetchOnFocus: true,
      refetchOnMountOrArgChange: true,
    },
  );
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const [openIds, setOpenIds] = useState<Set<number>>(new Set());
  const { showToast } = useToast();

  const toggle = (entry: TNotification) => {
    const opening = !openIds.has(entry.id);
    setOpenIds((current) => {
      const next = new Set(current);
      if (opening) next.add(entry.id);
      else next.delete(entry.id);
      return next;
    });
    if (opening && !entry.read) {
      markRead(entry.id)
        .unwrap()
        .catch((err) =>
          showToast({ tone: 'error', message: errorMessage(err, 'The message could not be marked as read.') }),
        );
    }
  };

  const unread = data?.unreadCount ?? 0;
  return (
    <Container className="pv-account-page" size="narrow">
      <div className="pv-account-page__head">
        <h1 className="pv-page-title">Messages</h1>
        {unread > 0 && (
          <Button
            variant="secondary"
            loading={markingAll}
            loadingLabel="Marking..."
            onClick={() =>
              markAllRead()
                .unwrap()
                .catch((err) => showToast({ tone: 'error', message: errorMessage(err) }))
            }
          >
            Mark all as read
          </Button>
        )}
      </div>
      {isLoading && <Spinner label="Loading your messages" />}
      {isError && (
        <Alert tone="error" title="Your messages could not be loaded" onRetry={() => refetch()}>
          {errorMessage(error)}
        </Alert>
      )}
      {data && (
        <>
          <p className="pv-muted" role="status">
            {data.items.length === 0
              ? ''
              : unread === 0
                ? 'All messages read.'
                : `${unread} unread ${unread === 1 ? 'message' : 'messages'}.`}
          </p>
          {data.items.length === 0 ? (
            <EmptyState title={UI_TEXT.noNotifications} />
          ) : (
            <ul className="pv-messages">
              {data.items.map((entry) => (
                <Message key={entry.id} entry={entry} open={openIds.has(entry.id)} onToggle={() => toggle(entry)} />
              ))}
            </ul>
          )}
        </>
      )}
    </Container>
  );
}
