import { act, render, screen } from '@testing-library/react';
import { formatRemaining, HoldCountdown } from './hold-countdown';

describe('formatRemaining', () => {
  it('shows minutes and seconds, never below zero', () => {
    expect(formatRemaining(15 * 60_000)).toBe('15:00');
    expect(formatRemaining(872_000)).toBe('14:32');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(9_000)).toBe('0:09');
    expect(formatRemaining(-5_000)).toBe('0:00');
  });
});

describe('HoldCountdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-06-01T10:00:00.000Z'));
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

  it('counts down each second from the hold expiry', () => {
    render(<HoldCountdown expiresAt="2025-06-01T10:15:00.000Z" onExpire={jest.fn()} />);
    const timer = screen.getByRole('timer', { name: 'Time left to pay' });
    expect(timer).toHaveTextContent('15:00');
    advance(1000);
    expect(timer).toHaveTextContent('14:59');
    advance(60_000);
    expect(timer).toHaveTextContent('13:59');
  });

  it('announces five minutes and one minute left, then expires once', () => {
    const onExpire = jest.fn();
    render(<HoldCountdown expiresAt="2025-06-01T10:06:00.000Z" onExpire={onExpire} />);
    expect(screen.queryByText(/left to complete your payment/)).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('5 minutes left to complete your payment.')).toBeInTheDocument();
    advance(4 * 60_000);
    expect(screen.getByText('1 minute left to complete your payment.')).toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();
    advance(60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    advance(5_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires at once when opened after the hold ended', () => {
    const onExpire = jest.fn();
    render(<HoldCountdown expiresAt="2025-06-01T09:59:00.000Z" onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  });
});
