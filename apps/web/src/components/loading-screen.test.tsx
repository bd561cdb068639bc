import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './loading-screen';

const text = () => screen.getByTestId('loading-text').textContent;

describe('LoadingScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types out "Loading..." one step every 150 ms', () => {
    render(<LoadingScreen />);
    expect(text()).toBe('L');
    act(() => vi.advanceTimersByTime(149));
    expect(text()).toBe('L');
    act(() => vi.advanceTimersByTime(1));
    expect(text()).toBe('Lo');
    act(() => vi.advanceTimersByTime(150 * 5));
    expect(text()).toBe('Loading');
    act(() => vi.advanceTimersByTime(150 * 3));
    expect(text()).toBe('Loading...');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('starts over after the full text', () => {
    render(<LoadingScreen />);
    act(() => vi.advanceTimersByTime(150 * 9));
    expect(text()).toBe('Loading...');
    act(() => vi.advanceTimersByTime(150));
    expect(text()).toBe('L');
  });

  it('is announced as a status', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });
});
