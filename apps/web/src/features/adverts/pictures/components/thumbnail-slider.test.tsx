import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeImages } from '../../../../test/advert-detail-fixtures';
import { ThumbnailSlider } from './thumbnail-slider';

const initialWidth = window.innerWidth;
function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}
afterEach(() => resizeTo(initialWidth));

const slider = () => screen.getByRole('list', { name: 'Thumbnails' }).parentElement!;

describe('ThumbnailSlider', () => {
  it.each([
    [700, 3],
    [767, 3],
    [768, 5],
    [900, 5],
    [991, 5],
    [992, 6],
    [1300, 6],
  ])('shows %i px wide windows %i thumbnails at a time', (width, count) => {
    resizeTo(width);
    render(<ThumbnailSlider images={makeImages(8)} selected={0} onSelect={() => undefined} />);
    expect(slider()).toHaveAttribute('data-per-view', String(count));
    expect(slider().style.getPropertyValue('--per-view')).toBe(String(count));
  });

  it('follows window resizes and shows arrows only when there is more to scroll', () => {
    resizeTo(1300);
    render(<ThumbnailSlider images={makeImages(4)} selected={0} onSelect={() => undefined} />);
    expect(slider()).toHaveAttribute('data-per-view', '6');
    expect(screen.queryByRole('button', { name: 'Next thumbnails' })).not.toBeInTheDocument();
    resizeTo(900);
    expect(slider()).toHaveAttribute('data-per-view', '5');
    resizeTo(700);
    expect(slider()).toHaveAttribute('data-per-view', '3');
    expect(screen.getByRole('button', { name: 'Next thumbnails' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous thumbnails' })).toBeDisabled();
  });

  it('marks the selected thumbnail and reports a choice', async () => {
    const onSelect = vi.fn();
    render(<ThumbnailSlider images={makeImages(4)} selected={1} onSelect={onSelect} />);
    const thumbs = within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button');
    expect(thumbs).toHaveLength(4);
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 3 of 4' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
