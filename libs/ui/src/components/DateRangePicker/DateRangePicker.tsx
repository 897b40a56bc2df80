// Inline date-range calendar: one month grid with keyboard navigation, Clear and Apply.
import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { EMPTY_RANGE, dateRangeReducer, isInRange, type DateRange } from './dateRangeReducer';
import {
  addDays,
  addMonths,
  clampDate,
  dayOfWeek,
  fromIsoDate,
  isSameMonth,
  monthMatrix,
  startOfMonth,
  todayIso,
  type IsoDate,
} from './dateUtils';
import { kitLocale, kitText, kitWeekStart } from '../../i18n/kit-text';
import './DateRangePicker.css';

const T = kitText('dateRangePicker');

export type DateRangePickerProps = {
  /** Accessible name of the picker, e.g. 'Event dates'. */
  label: string;
  /** The applied range; ISO yyyy-mm-dd strings or null. */
  value?: DateRange;
  /** Apply emits the chosen range; Clear emits { start: null, end: null }. */
  onApply: (range: DateRange) => void;
  /** Earliest / latest selectable day (ISO). */
  min?: IsoDate;
  max?: IsoDate;
  /** The first column: the locale's first day of the week (Monday in Europe, Sunday in the United States) by default. */
  weekStartsOn?: 0 | 1;
  /** BCP 47 locale for month and day names; the product's current language by default. */
  locale?: string;
  /** Overrides today (ISO), for stories and tests. */
  today?: IsoDate;
  applyLabel?: ReactNode;
  clearLabel?: ReactNode;
  className?: string;
};

export function DateRangePicker({
  label,
  value = EMPTY_RANGE,
  onApply,
  min,
  max,
  locale = kitLocale(),
  weekStartsOn = kitWeekStart(locale),
  today: todayProp,
  applyLabel = T.apply,
  clearLabel = T.clear,
  className,
}: DateRangePickerProps) {
  const titleId = `pv-${useId()}-title`;
  const today = todayProp ?? todayIso();
  const [draft, dispatch] = useReducer(dateRangeReducer, value);
  const [focused, setFocused] = useState<IsoDate>(() => clampDate(value.start ?? today, min, max));
  const [visibleMonth, setVisibleMonth] = useState<IsoDate>(() => startOfMonth(focused));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocusToGrid = useRef(false);

  // A new applied value from outside replaces the draft (e.g. filters reset by the page).
  const [appliedValue, setAppliedValue] = useState(value);
  if (appliedValue.start !== value.start || appliedValue.end !== value.end) {
    setAppliedValue(value);
    dispatch({ type: 'reset', range: value });
  }

  useEffect(() => {
    if (!moveFocusToGrid.current) return;
    moveFocusToGrid.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, visibleMonth]);

  const isDisabled = (date: IsoDate) => (min !== undefined && date < min) || (max !== undefined && date > max);

  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    fromIsoDate(visibleMonth),
  );
  const longDate = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const shortDate = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: a known week to take weekday names from.
  const weekdays = Array.from({ length: 7 }, (_, i) => fromIsoDate(addDays('2023-01-01', i + weekStartsOn)));

  const focusDate = (date: IsoDate, fromKeyboard: boolean) => {
    const next = clampDate(date, min, max);
    moveFocusToGrid.current = fromKeyboard;
    setFocused(next);
    setVisibleMonth(startOfMonth(next));
  };

  const showMonth = (offset: number) => {
    const next = addMonths(visibleMonth, offset);
    setVisibleMonth(next);
    setFocused(clampDate(addMonths(focused, offset), min, max));
  };

  const select = (date: IsoDate) => {
    if (isDisabled(date)) return;
    setFocused(date);
    dispatch({ type: 'select', date });
  };

  const handleGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (dayOfWeek(focused) - weekStartsOn + 7) % 7;
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDate(move(), true);
  };

  // Roving tab stop: the focused day, or the 1st when the focused day is in another month.
  const tabStop = isSameMonth(focused, visibleMonth) ? focused : visibleMonth;

  const summary =
    draft.start === null
      ? T.selectStart
      : draft.end === null
        ? T.selectEnd({ start: shortDate.format(fromIsoDate(draft.start)) })
        : T.range({ start: shortDate.format(fromIsoDate(draft.start)), end: shortDate.format(fromIsoDate(draft.end)) });

  return (
    <div className={cx('pv-date-range', className)} role="group" aria-label={label}>
      <div className="pv-date-range__header">
        <IconButton label={T.previousMonth} icon={<ChevronLeftIcon />} size="sm" onClick={() => showMonth(-1)} />
        <p id={titleId} className="pv-date-range__title" aria-live="polite">
          {monthTitle}
        </p>
        <IconButton label={T.nextMonth} icon={<ChevronRightIcon />} size="sm" onClick={() => showMonth(1)} />
      </div>
      <table
        ref={gridRef}
        role="grid"
        className="pv-date-range__grid"
        aria-labelledby={titleId}
        onKeyDown={handleGridKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={weekdayLong.format(day)} className="pv-date-range__weekday">
                {weekdayShort.format(day).slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthMatrix(visibleMonth, weekStartsOn).map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((date, dayIndex) => {
                if (date === null) return <td key={dayIndex} className="pv-date-range__cell" />;
                const isStart = date === draft.start;
                const isEnd = date === draft.end;
                const selected = isStart || isEnd || isInRange(date, draft);
                const disabled = isDisabled(date);
                const role = isStart && isEnd ? 'both' : isStart ? 'start' : isEnd ? 'end' : 'none';
                return (
                  <td
                    key={date}
                    className={cx(
                      'pv-date-range__cell',
                      isStart && 'pv-date-range__cell--start',
                      (isEnd || (isStart && draft.end === null)) && 'pv-date-range__cell--end',
                    )}
                    aria-selected={selected}
                  >
                    <button
                      type="button"
                      className="pv-date-range__day"
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={T.day({ date: longDate.format(fromIsoDate(date)), role })}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={disabled || undefined}
                      onClick={() => select(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pv-date-range__summary" aria-live="polite">
        {summary}
      </p>
      <div className="pv-date-range__actions">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            dispatch({ type: 'clear' });
            onApply(EMPTY_RANGE);
          }}
        >
          {clearLabel}
        </Button>
        <Button size="sm" onClick={() => onApply(draft)}>
          {applyLabel}
        </Button>
      </div>
    </div>
  );
}

export type { DateRange } from './dateRangeReducer';
