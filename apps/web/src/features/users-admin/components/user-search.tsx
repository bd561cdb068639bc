import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Icon } from '../../../components/icon/icon';

/** Free text over name, e-mail and phone, applied with Search. */
export function UserSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Form className="users-admin__search" role="search" onSubmit={submit}>
      <Form.Control
        type="search"
        placeholder="Search by name, e-mail or phone"
        aria-label="Search users"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        <Icon name="search" className="me-1" />
        Search
      </Button>
    </Form>
  );
}
