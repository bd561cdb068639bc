import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneLink } from './phone-link';

/** An IntersectionObserver whose targets come into view only when told. */
function stubIntersectionObserver() {
  const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  class FakeObserver {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return () => act(() => observers.forEach((callback) => callback([{ isIntersecting: true }])));
}

afterEach(() => vi.unstubAllGlobals());

// The formatting library, once loaded, stays for the page's life: the first test sees it load.
describe('PhoneLink', () => {
  it('reads as kept until it nears the viewport, then as its country writes it', async () => {
    const comeIntoView = stubIntersectionObserver();
    render(<PhoneLink phone="+905551110001" />);
    const link = screen.getByRole('link', { name: '+905551110001' });
    expect(link).toHaveAttribute('href', 'tel:+905551110001');
    comeIntoView();
    expect(await screen.findByRole('link', { name: '+90 555 111 00 01' })).toBe(link);
    expect(link).toHaveAttribute('href', 'tel:+905551110001');
  });

  it('groups numbers of other countries, and calls the number without its spaces', async () => {
    render(
      <>
        <PhoneLink phone="+447700900123" />
        <PhoneLink phone="+90 212 5550100" />
      </>,
    );
    expect(await screen.findByRole('link', { name: '+44 7700 900123' })).toHaveAttribute(
      'href',
      'tel:+447700900123',
    );
    expect(screen.getByRole('link', { name: '+90 212 555 01 00' })).toHaveAttribute(
      'href',
      'tel:+902125550100',
    );
  });

  it('shows a number without its country code as it was kept', () => {
    render(<PhoneLink phone="05551110001" />);
    expect(screen.getByRole('link', { name: '05551110001' })).toHaveAttribute(
      'href',
      'tel:05551110001',
    );
  });
});
