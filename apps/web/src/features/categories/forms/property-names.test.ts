import { describe, expect, it } from 'vitest';
import { addProperty, removeProperty, renameProperty } from './property-names';

describe('property names of the categories form', () => {
  const list = [{ id: 1, name: 'Rooms' }, { name: 'Garden' }];

  it('adds a trimmed name and ignores blank and case-insensitive duplicates', () => {
    expect(addProperty(list, '  Pool ')).toEqual([...list, { name: 'Pool' }]);
    expect(addProperty(list, '   ')).toBe(list);
    expect(addProperty(list, ' rOOMS ')).toBe(list);
  });

  it('renames in place keeping the id, ignoring blank or taken names', () => {
    expect(renameProperty(list, 0, ' Bedrooms ')).toEqual([{ id: 1, name: 'Bedrooms' }, list[1]]);
    expect(renameProperty(list, 0, 'rooms')).toEqual([{ id: 1, name: 'rooms' }, list[1]]);
    expect(renameProperty(list, 0, 'GARDEN')).toBe(list);
    expect(renameProperty(list, 0, ' ')).toBe(list);
  });

  it('removes by position', () => {
    expect(removeProperty(list, 0)).toEqual([list[1]]);
  });
});
