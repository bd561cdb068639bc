import { useState } from 'react';

/** "Ada Lovelace" → "AL": the person's mark until they have a photo. */
export const initialsOf = (firstName: string, lastName = '') =>
  `${Array.from(firstName)[0] ?? ''}${Array.from(lastName)[0] ?? ''}`.toLocaleUpperCase('tr');

interface UserAvatarProps {
  /** The photo's address, or nothing when the person has none. */
  photoUrl?: string | null;
  initials: string;
  /** Sets the circle's size and colours; the same for the photo and the initials. */
  className: string;
}

/**
 * A person's profile photo in its circle, or their initials when they have none
 * (docs/product.md#profile-photo). A photo that fails to load (replaced since a shared answer
 * was cached) gives way to the initials too. Decorative: the name is always written beside it.
 */
export function UserAvatar({ photoUrl, initials, className }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (photoUrl && failed !== photoUrl)
    return (
      <img
        src={photoUrl}
        alt=""
        className={`${className} user-avatar-photo`}
        decoding="async"
        onError={() => setFailed(photoUrl)}
      />
    );
  return (
    <span className={className} aria-hidden="true">
      {initials}
    </span>
  );
}
