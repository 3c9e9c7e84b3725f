import { describe, expect, it } from 'vitest';
import { splitName } from './name';

describe('splitName', () => {
  it('splits the name at the first space', () => {
    expect(splitName(' Ada Lovelace King ')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace King',
    });
    expect(splitName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
    expect(splitName('  ')).toEqual({ firstName: '', lastName: '' });
  });
});
