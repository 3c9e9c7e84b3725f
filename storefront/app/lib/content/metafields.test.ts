import { describe, expect, it } from 'vitest';
import { directionsOf, ingredientsOf, listValue } from './metafields';

const value = (text: string | null) => ({ value: text });

describe('listValue', () => {
  it("reads a list metafield's JSON, trimmed and without blanks", () => {
    expect(listValue('[" Rinse. ", "", "Dry."]')).toEqual(['Rinse.', 'Dry.']);
  });

  it('treats a missing or malformed value as an empty list', () => {
    for (const bad of [null, undefined, '', 'not json', '{"a":1}', '[1, 2]']) {
      expect(listValue(bad)).toEqual([]);
    }
  });
});

describe('directionsOf', () => {
  it('reads direction metaobjects, leaving out ones without a title or steps and other references', () => {
    expect(
      directionsOf([
        {
          handle: 'bath',
          title: value('For a bath'),
          steps: value('["Put 2 scoops in.", "Fill."]'),
        },
        { handle: 'empty', title: value('Nothing'), steps: value('[]') },
        { handle: 'untitled', title: null, steps: value('["x"]') },
        {},
      ]),
    ).toEqual([{ id: 'bath', title: 'For a bath', steps: ['Put 2 scoops in.', 'Fill.'] }]);
  });
});

describe('ingredientsOf', () => {
  it('reads ingredient metaobjects, the optional fields as null when blank', () => {
    expect(
      ingredientsOf([
        {
          name: value('Na2EDTA'),
          alsoKnownAs: value(' disodium EDTA '),
          role: value('Chelates heavy metals'),
          howItWorks: value(''),
          everydayUse: null,
        },
        { name: value('  '), alsoKnownAs: null, role: null, howItWorks: null, everydayUse: null },
      ]),
    ).toEqual([
      {
        name: 'Na2EDTA',
        alsoKnownAs: 'disodium EDTA',
        role: 'Chelates heavy metals',
        howItWorks: null,
        everydayUse: null,
      },
    ]);
  });
});
