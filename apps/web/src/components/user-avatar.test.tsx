import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf, UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('makes initials the Turkish way, from the first letters', () => {
    expect(initialsOf('Ada', 'Lovelace')).toBe('AL');
    expect(initialsOf('ilker', 'ışık')).toBe('İI');
    expect(initialsOf('Cher')).toBe('C');
  });

  it('shows the photo, and the initials once the photo fails to load', () => {
    const { container } = render(
      <UserAvatar photoUrl="/api/users/3/photo.webp" initials="AL" className="avatar" />,
    );
    const photo = container.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/api/users/3/photo.webp');
    expect(photo).toHaveClass('avatar', 'user-avatar-photo');
    fireEvent.error(photo);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AL');
  });

  it('shows the initials without a photo', () => {
    const { container } = render(<UserAvatar photoUrl={null} initials="AL" className="avatar" />);
    expect(container.querySelector('span.avatar')).toHaveTextContent('AL');
  });
});
