// The attendee's notification bell: unread count and a dropdown of unread notifications. Loaded as its
// own chunk, only once an attendee is signed in; polls and refetches when the window regains focus.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { UI_TEXT, type TNotification } from '@pavilion/domain';
import {
  errorMessage,
  NOTIFICATION_POLL_MS,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
} from '@pavilion/api-client';
import { ProductLink, paths, useProductNavigate } from '@pavilion/features-shell';
import { BellIcon, useToast } from '@pavilion/ui';
import { useNavigate } from 'react-router';
import { usePersonTimeZone } from '@pavilion/features-account';
import { formatNotificationTime } from './notification-time';
import { ACCOUNT_TEXT } from './messages';
import './account.css';

/** The dropdown shows at most this many unread notifications; Messages has them all. */
const BELL_QUERY = { unread: 'true', pageSize: 8 } as const;
/** The count shown beyond 99 unread. */
const MANY = '99+';

export default function NotificationBell() {
  const timeZone = usePersonTimeZone();
  const { data, isError } = useGetNotificationsQuery(BELL_QUERY, {
    pollingInterval: NOTIFICATION_POLL_MS,
    refetchOnFocus: true,
  });
  const [markRead] = useMarkNotificationReadMutation();
  const navigate = useNavigate();
  const productNavigate = useProductNavigate();
  const { showToast } = useToast();
  const unread = data?.unreadCount ?? 0;
  const entries = (data?.items ?? []).filter((entry) => !entry.read);

  const open = (entry: TNotification, close: () => void) => {
    markRead(entry.id)
      .unwrap()
      .catch((err) => showToast({ tone: 'error', message: errorMessage(err, ACCOUNT_TEXT.markReadFailed) }));
    close();
    productNavigate(entry.link ?? paths.userMessages, (to) => navigate(to));
  };

  const label = ACCOUNT_TEXT.bellLabel({ count: unread });
  return (
    <Popover className="pv-bell">
      <PopoverButton className="pv-bell__button" aria-label={label}>
        <BellIcon size={22} />
        {unread > 0 && (
          <span className="pv-bell__count" aria-hidden="true">
            {unread > 99 ? MANY : unread}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel className="pv-bell__panel" aria-label={ACCOUNT_TEXT.notifications}>
        {({ close }) => (
          <>
            <div className="pv-bell__head">
              <h2>{ACCOUNT_TEXT.notifications}</h2>
            </div>
            {isError ? (
              <p className="pv-bell__empty" role="alert">
                {ACCOUNT_TEXT.notificationsFailed}
              </p>
            ) : entries.length === 0 ? (
              <p className="pv-bell__empty">{UI_TEXT.noNotifications}</p>
            ) : (
              <ul className="pv-bell__list">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <button type="button" className="pv-bell__item" onClick={() => open(entry, close)}>
                      <span className="pv-bell__item-subject">{entry.subject}</span>
                      <span className="pv-bell__item-text">{entry.text}</span>
                      <time className="pv-bell__item-time" dateTime={entry.timestamp}>
                        {formatNotificationTime(entry.timestamp, timeZone)}
                      </time>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="pv-bell__foot">
              <ProductLink to={paths.userMessages} onClick={() => close()}>
                {ACCOUNT_TEXT.seeAllMessages}
              </ProductLink>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
