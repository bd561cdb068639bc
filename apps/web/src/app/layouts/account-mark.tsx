/** "Ada Lovelace" → "AL": the person's mark until they have a photo. */
export const initialsOf = (firstName: string, lastName = '') =>
  `${Array.from(firstName)[0] ?? ''}${Array.from(lastName)[0] ?? ''}`.toLocaleUpperCase('tr');

/** The signed-in person in the header: their mark and "Hello {first name}". */
export function AccountMark({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <>
      <span className="site-user-menu__avatar" aria-hidden="true">
        {initialsOf(firstName, lastName)}
      </span>
      <span>Hello {firstName}</span>
    </>
  );
}
