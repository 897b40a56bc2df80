// A reviewer's standing, worked out from their strikes (removed reviews) that no granted appeal took
// back: one within 90 days is a warning; a second within 90 days of another suspends reviewing for
// 14 days from that strike (it lifts by itself); a third within 90 days, or one for egregious content,
// suspends it until an appeal is granted.
import { REVIEW_RULES, type TReviewerState } from '@pavilion/domain';

const DAY_MS = 86_400_000;

export interface StrikeFact {
  at: Date;
  egregious: boolean;
  /** A granted appeal took the strike back. */
  voided: boolean;
}

export interface Standing {
  state: TReviewerState;
  suspendedUntil: Date | null;
}

export function standingOf(strikes: readonly StrikeFact[], now: Date): Standing {
  const counted = strikes.filter((s) => !s.voided && s.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  const windowMs = REVIEW_RULES.strikeWindowDays * DAY_MS;
  let banned = false;
  let suspendedUntil: Date | null = null;
  for (const s of counted) {
    if (s.egregious) banned = true;
    const within = counted.filter((o) => o.at <= s.at && s.at.getTime() - o.at.getTime() < windowMs).length;
    if (within >= 3) banned = true;
    else if (within === 2) {
      const until = new Date(s.at.getTime() + REVIEW_RULES.suspensionDays * DAY_MS);
      if (!suspendedUntil || until > suspendedUntil) suspendedUntil = until;
    }
  }
  if (banned) return { state: 'BANNED', suspendedUntil: null };
  if (suspendedUntil && suspendedUntil > now) return { state: 'SUSPENDED', suspendedUntil };
  const recent = counted.some((s) => now.getTime() - s.at.getTime() < windowMs);
  return { state: recent ? 'WARNED' : 'ACTIVE', suspendedUntil: null };
}
