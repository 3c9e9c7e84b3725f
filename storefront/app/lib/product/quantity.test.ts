import { describe, expect, it } from 'vitest';
import { quantityFrom } from './quantity';

describe('quantityFrom', () => {
  it('reads a whole number the shopper typed', () => {
    expect(quantityFrom('3')).toBe(3);
    expect(quantityFrom(' 12 ')).toBe(12);
  });

  it('never goes below one', () => {
    for (const text of ['', ' ', '0', '-2', 'abc']) expect(quantityFrom(text), text).toBe(1);
  });

  it('drops a fraction', () => {
    expect(quantityFrom('2.7')).toBe(2);
  });
});
