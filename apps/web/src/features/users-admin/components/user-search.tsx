import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Icon } from '../../../components/icon/icon';
import { useUsersT } from '../texts';

/** Free text over name, e-mail and phone, applied with Search. */
export function UserSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const t = useUsersT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Form className="users-admin__search" role="search" onSubmit={submit}>
      <Form.Control
        type="search"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        <Icon name="search" className="me-1" />
        {t('search.submit')}
      </Button>
    </Form>
  );
}
