import { initialsOf, UserAvatar } from '../../components/user-avatar';
import { useT } from '../../i18n';

interface AccountMarkProps {
  firstName: string;
  lastName: string;
  photoUrl?: string | null | undefined;
}

/** The signed-in person in the header: their photo (or initials) and "Hello {first name}". */
export function AccountMark({ firstName, lastName, photoUrl }: AccountMarkProps) {
  const t = useT();
  return (
    <>
      <UserAvatar
        photoUrl={photoUrl}
        initials={initialsOf(firstName, lastName)}
        className="site-user-menu__avatar"
      />
      <span>{t('shell.hello', { name: firstName })}</span>
    </>
  );
}
