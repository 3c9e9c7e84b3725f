import { describe, expect, it } from 'vitest';
import { changeDeadline, isPastNotice, lastChangeDay } from './notice';

/** 2027-01-04 is a Monday. */
const day = (date: string) => `${date}T15:00:00.000Z`;

describe('the notice rule: a change reaches a delivery made at least 3 business days before it', () => {
  it('a Friday delivery can be changed until Tuesday ends', () => {
    expect(lastChangeDay(day('2027-01-08')).toISOString()).toBe('2027-01-05T00:00:00.000Z');
    expect(changeDeadline(day('2027-01-08')).toISOString()).toBe('2027-01-06T00:00:00.000Z');
    expect(isPastNotice(day('2027-01-08'), new Date('2027-01-05T23:59:59Z'))).toBe(false);
    expect(isPastNotice(day('2027-01-08'), new Date('2027-01-06T00:00:00Z'))).toBe(true);
    // Whatever the time of the delivery itself: only its day counts.
    expect(isPastNotice('2027-01-08T00:00:00Z', new Date('2027-01-05T23:59:59Z'))).toBe(false);
  });

  it('skips the weekend: a Monday (or weekend) delivery can be changed until the Wednesday before', () => {
    for (const delivery of ['2027-01-11', '2027-01-09', '2027-01-10']) {
      expect(lastChangeDay(day(delivery)).toISOString()).toBe('2027-01-06T00:00:00.000Z');
    }
    expect(isPastNotice(day('2027-01-11'), new Date('2027-01-06T12:00:00Z'))).toBe(false);
    expect(isPastNotice(day('2027-01-11'), new Date('2027-01-07T00:00:01Z'))).toBe(true);
  });

  it('counts other notices, and a delivery in the past is always too late', () => {
    expect(changeDeadline(day('2027-01-08'), 1).toISOString()).toBe('2027-01-08T00:00:00.000Z');
    expect(changeDeadline(day('2027-01-08'), 5).toISOString()).toBe('2027-01-02T00:00:00.000Z');
    expect(isPastNotice(day('2027-01-04'), new Date('2027-01-20T00:00:00Z'))).toBe(true);
  });
});
