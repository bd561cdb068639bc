import { CATEGORY_ICONS } from '@estate/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { IconPicker } from './icon-picker';

const require = createRequire(import.meta.url);
const ICONS_DIR = path.join(path.dirname(require.resolve('bootstrap-icons/package.json')), 'icons');

describe('category icon picker', () => {
  it('offers only icons of the bundled set, the same list the API accepts', () => {
    const missing = CATEGORY_ICONS.filter(
      (name) => !fs.existsSync(path.join(ICONS_DIR, `${name}.svg`)),
    );
    expect(missing).toEqual([]);
  });

  it('shows every icon as a radio and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<IconPicker value="house" onChange={onChange} error="Icon is required" />);
    expect(screen.getAllByRole('radio')).toHaveLength(CATEGORY_ICONS.length);
    expect(screen.getByRole('radio', { name: 'house' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'shop' }));
    expect(onChange).toHaveBeenCalledWith('shop');
    expect(screen.getByRole('alert')).toHaveTextContent('Icon is required');
  });
});
