// /user/messages: the notifications, paged (newest first), all or the unread only, with the page and
// the filter in the URL. Opening one marks it read.
import { useState } from 'react';
import { UI_TEXT, ZNotificationsQuery, type TNotification } from '@pavilion/domain';
import {
  errorMessage,
  NOTIFICATION_POLL_MS,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '@pavilion/api-client';
import { ProductLink } from '@pavilion/features-shell';
import { ListPage, useListParams } from '@pavilion/features-page-kit';
import { Badge, Button, EmptyState, Select, useToast } from '@pavilion/ui';
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

const SHOW_OPTIONS = [
  { value: 'false', label: 'All messages' },
  { value: 'true', label: 'Unread only' },
];

export default function MessagesPage() {
  const list = useListParams(ZNotificationsQuery);
  const result = useGetNotificationsQuery(list.args, {
    pollingInterval: NOTIFICATION_POLL_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
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

  const unread = result.data?.unreadCount ?? 0;
  return (
    <ListPage
      size="narrow"
      title="Messages"
      actions={
        unread > 0 && (
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
        )
      }
      filters={
        <>
          <Select
            label="Show"
            options={SHOW_OPTIONS}
            value={list.query.unread ? 'true' : 'false'}
            onChange={(event) => list.setFilters({ unread: event.target.value as 'true' | 'false' })}
          />
        </>
      }
      result={result}
      loadingLabel="Loading your messages"
      errorTitle="Your messages could not be loaded"
      empty={<EmptyState title={list.query.unread ? 'No unread messages' : UI_TEXT.noNotifications} />}
      pagination={{ onPageChange: list.setPage, label: 'Message pages', noun: 'messages' }}
    >
      {(page, { isStale }) => (
        <>
          <p className="pv-muted" role="status">
            {unread === 0 ? 'All messages read.' : `${unread} unread ${unread === 1 ? 'message' : 'messages'}.`}
          </p>
          <ul className="pv-messages" aria-busy={isStale || undefined}>
            {page.items.map((entry) => (
              <Message key={entry.id} entry={entry} open={openIds.has(entry.id)} onToggle={() => toggle(entry)} />
            ))}
          </ul>
        </>
      )}
    </ListPage>
  );
}
