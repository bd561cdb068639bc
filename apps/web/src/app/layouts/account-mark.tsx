import { initialsOf, UserAvatar } from '../../components/user-avatar';

interface AccountMarkProps {
  firstName: string;
  lastName: string;
  photoUrl?: string | null | undefined;
}

/** The signed-in person in the header: their photo (or initials) and "Hello {first name}". */
export function AccountMark({ firstName, lastName, photoUrl }: AccountMarkProps) {
  return (
    <>
      <UserAvatar
        photoUrl={photoUrl}
        initials={initialsOf(firstName, lastName)}
        className="site-user-menu__avatar"
      />
      <span>Hello {firstName}</span>
    </>
  );
}
