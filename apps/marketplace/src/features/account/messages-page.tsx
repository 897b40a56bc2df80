// /user/messages: the notifications, paged (newest first), all or the unread only, with the page and
// the filter in the URL. Opening one marks it read. Above them, a form to write to customer support.
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
import { ListPage, useListParams, ListFilterSelect } from '@pavilion/features-page-kit';
import { Badge, Button, EmptyState, useToast } from '@pavilion/ui';
import { usePersonTimeZone } from '@pavilion/features-account';
import { formatNotificationTime } from './notification-time';
import { ACCOUNT_TEXT } from './messages';
import { SupportMessageForm } from './support-message-form';
import './account.css';

function Message({ entry, open, onToggle }: { entry: TNotification; open: boolean; onToggle: () => void }) {
  const timeZone = usePersonTimeZone();
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
              <Badge>{ACCOUNT_TEXT.read}</Badge>
            ) : (
              <Badge tone="brand" dot>
                {ACCOUNT_TEXT.unread}
              </Badge>
            )}
            <time dateTime={entry.timestamp}>{formatNotificationTime(entry.timestamp, timeZone)}</time>
          </span>
        </button>
      </h2>
      <div id={bodyId} className="pv-message__body" hidden={!open}>
        <p>{entry.text}</p>
        {entry.link && <ProductLink to={entry.link}>{ACCOUNT_TEXT.open}</ProductLink>}
      </div>
    </li>
  );
}

const showOptions = () => [
  { value: 'false', label: ACCOUNT_TEXT.allMessages },
  { value: 'true', label: ACCOUNT_TEXT.unreadOnly },
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
        .catch((err) => showToast({ tone: 'error', message: errorMessage(err, ACCOUNT_TEXT.messageMarkReadFailed) }));
    }
  };

  const unread = result.data?.unreadCount ?? 0;
  return (
    <ListPage
      size="narrow"
      title={ACCOUNT_TEXT.messages}
      actions={
        unread > 0 && (
          <Button
            variant="secondary"
            loading={markingAll}
            loadingLabel={ACCOUNT_TEXT.marking}
            onClick={() =>
              markAllRead()
                .unwrap()
                .catch((err) => showToast({ tone: 'error', message: errorMessage(err) }))
            }
          >
            {ACCOUNT_TEXT.markAllRead}
          </Button>
        )
      }
      filters={
        <>
          <ListFilterSelect list={list} name="unread" label={ACCOUNT_TEXT.show} options={showOptions()} />
        </>
      }
      notice={<SupportMessageForm />}
      result={result}
      loadingLabel={ACCOUNT_TEXT.loadingMessages}
      errorTitle={ACCOUNT_TEXT.messagesNotLoaded}
      empty={<EmptyState title={list.query.unread ? ACCOUNT_TEXT.noUnreadMessages : UI_TEXT.noNotifications} />}
      list={list}
      pagination={{ label: ACCOUNT_TEXT.messagePages, kind: 'messages' }}
    >
      {(page, { isStale }) => (
        <>
          <p className="pv-muted" role="status">
            {ACCOUNT_TEXT.unreadCount({ count: unread })}
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
