import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

const ids = (selected: ReadonlySet<number>) => [...selected].sort((a, b) => a - b);

describe('useSelection', () => {
  it('starts with nothing ticked', () => {
    const { result } = renderHook(() => useSelection());
    expect(result.current.selected.size).toBe(0);
  });

  it('ticks a row and unticks it on the second toggle', () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.toggle(4));
    act(() => result.current.toggle(9));
    expect(ids(result.current.selected)).toEqual([4, 9]);
    act(() => result.current.toggle(4));
    expect(ids(result.current.selected)).toEqual([9]);
  });

  it('ticks and unticks a whole page, keeping rows of other pages', () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.toggle(100));
    act(() => result.current.setMany([1, 2, 3], true));
    expect(ids(result.current.selected)).toEqual([1, 2, 3, 100]);
    act(() => result.current.setMany([1, 2, 3], false));
    expect(ids(result.current.selected)).toEqual([100]);
  });

  it('gives a new set on each change, so the table redraws', () => {
    const { result } = renderHook(() => useSelection());
    const before = result.current.selected;
    act(() => result.current.toggle(1));
    expect(result.current.selected).not.toBe(before);
    expect(before.size).toBe(0);
  });

  it('clears every tick on reset', () => {
    const { result } = renderHook(() => useSelection());
    act(() => result.current.setMany([5, 6], true));
    act(() => result.current.reset());
    expect(result.current.selected.size).toBe(0);
  });
});
