import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

describe('ScrollToTopButton', () => {
  it('appears only after 300 px of scrolling', () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('takes the page back to the top', () => {
    render(<ScrollToTopButton />);
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('steps aside while it would cover the tour request form, as on a phone', () => {
    // A 390 x 844 phone: the button's fixed corner, and a form whose top follows the scroll.
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, right: left + width, bottom: top + height, width, height }) as DOMRect;
    const buttonBox = box(322, 776, 48, 48);
    let formTop = 1200;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.hasAttribute('data-keep-clear')) return box(12, formTop, 366, 420);
      return buttonBox;
    });
    render(
      <>
        <ScrollToTopButton />
        <aside data-keep-clear>Tour request form</aside>
      </>,
    );
    const button = () => document.querySelector('button.scroll-to-top');

    scrollTo(400);
    expect(button()).not.toHaveClass('scroll-to-top--aside');
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();

    formTop = 500; // the form's submit button now sits in the bottom corner
    scrollTo(1100);
    expect(button()).toHaveClass('scroll-to-top--aside');
    expect(button()).toHaveAttribute('aria-hidden', 'true');
    expect(button()).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    formTop = -600; // scrolled past the form
    scrollTo(2200);
    expect(button()).not.toHaveClass('scroll-to-top--aside');
  });
});
