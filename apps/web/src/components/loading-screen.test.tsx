import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEB_SITE } from '@estate/contracts';
import { withQueries } from '../test/render';
import { LoadingScreen } from './loading-screen';

const text = () => screen.getByTestId('loading-text').textContent;

describe('LoadingScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types out "Loading..." one step every 150 ms', () => {
    render(withQueries(<LoadingScreen />));
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
    render(withQueries(<LoadingScreen />));
    act(() => vi.advanceTimersByTime(150 * 9));
    expect(text()).toBe('Loading...');
    act(() => vi.advanceTimersByTime(150));
    expect(text()).toBe('L');
  });

  it('is announced as a status', () => {
    render(withQueries(<LoadingScreen />));
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('waits inside the page frame: the header bar with the site name stays in view', () => {
    render(withQueries(<LoadingScreen />));
    expect(screen.getByText(DEFAULT_WEB_SITE.siteName)).toBeInTheDocument();
    expect(screen.getByRole('status').closest('.loading-screen__bar')).toBeNull();
  });
});
