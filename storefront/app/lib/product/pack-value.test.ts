import { describe, expect, it } from 'vitest';
import type { Money } from '../money';
import {
  PACK_VALUE_SEPARATOR,
  packValueParts,
  perUseLabel,
  pricePerUse,
  type PackFactFields,
} from './pack-value';

const usd = (amount: string): Money => ({ amount, currencyCode: 'USD' });
const field = (value: string) => ({ value });

/** The line as it reads, or null when it has no parts. */
const packValueLine = (fields: PackFactFields, price: Money) =>
  packValueParts(fields, price).join(PACK_VALUE_SEPARATOR) || null;

/** The seed's 4 pack: 4 pouches that make 16 baths. */
const fourPack: PackFactFields = {
  packSize: field('4'),
  packUnit: field('pouches'),
  usesPerPack: field('16'),
};

describe('packValueParts', () => {
  it('says what the pack holds and what a bath costs at the price', () => {
    expect(packValueLine(fourPack, usd('44.0'))).toBe('4 pouches · 16 baths · $2.75 a bath');
  });

  it('works out the cost at the price it is given (a subscription price)', () => {
    // $37.40 / 16 = $2.3375, to the cent.
    expect(packValueLine(fourPack, usd('37.40'))).toBe('4 pouches · 16 baths · $2.34 a bath');
  });

  it('says one bath in the singular', () => {
    expect(packValueLine({ usesPerPack: field('1') }, usd('3.00'))).toBe('1 bath · $3.00 a bath');
  });

  it('leaves out the pack size without its unit, or for a pack of one', () => {
    const uses = { usesPerPack: field('10') };
    expect(packValueLine({ ...uses, packSize: field('10') }, usd('18.00'))).toBe(
      '10 baths · $1.80 a bath',
    );
    expect(
      packValueLine({ ...uses, packSize: field('1'), packUnit: field('box') }, usd('18.00')),
    ).toBe('10 baths · $1.80 a bath');
  });

  it('says only what the pack holds when it does not say how many baths it makes', () => {
    expect(packValueLine({ packSize: field('4'), packUnit: field('pouches') }, usd('44'))).toBe(
      '4 pouches',
    );
  });

  it('is null for a product without pack metafields (an accessory)', () => {
    expect(packValueLine({}, usd('8.00'))).toBeNull();
    expect(
      packValueLine({ packSize: null, packUnit: null, usesPerPack: null }, usd('8.00')),
    ).toBeNull();
  });

  it('treats a malformed count as missing rather than printing it', () => {
    for (const bad of ['', ' ', '0', '-4', '2.5', 'sixteen', '1e3']) {
      expect(packValueLine({ usesPerPack: field(bad) }, usd('44.00')), bad).toBeNull();
    }
    expect(packValueLine({ ...fourPack, usesPerPack: field('abc') }, usd('44.00'))).toBe(
      '4 pouches',
    );
  });
});

describe('pricePerUse and perUseLabel', () => {
  it('divides in cents and rounds half up to the cent', () => {
    expect(pricePerUse(fourPack, usd('44.00'))).toEqual(usd('2.75'));
    // 3960 / 16 = 247.5 cents.
    expect(pricePerUse(fourPack, usd('39.60'))).toEqual(usd('2.48'));
  });

  it('formats with the storefront money formatter', () => {
    expect(perUseLabel(fourPack, usd('44.0'))).toBe('$2.75 a bath');
  });

  it('is null without uses per pack', () => {
    expect(pricePerUse({ packSize: field('4') }, usd('44.00'))).toBeNull();
    expect(perUseLabel({}, usd('44.00'))).toBeNull();
  });
});
