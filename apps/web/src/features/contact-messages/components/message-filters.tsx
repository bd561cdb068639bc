import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ContactMessagesParams } from '../api/keys';

type Read = ContactMessagesParams['read'];

/** Search box and read filter of the staff list; applied with the Search button. */
export function MessageFilters({ onSearch }: { onSearch: (q: string, read: Read) => void }) {
  const [q, setQ] = useState('');
  const [read, setRead] = useState<Read>('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q, read);
  };
  return (
    <Form onSubmit={submit} role="search" aria-label="Search messages" className="message-filters">
      <Form.Control
        aria-label="Search by name, e-mail or text"
        placeholder="Name, e-mail or text"
        value={q}
        maxLength={100}
        onChange={(e) => setQ(e.target.value)}
      />
      <Form.Select
        aria-label="Read or unread"
        value={read}
        onChange={(e) => setRead(e.target.value as Read)}
      >
        <option value="">All messages</option>
        <option value="false">Unread</option>
        <option value="true">Read</option>
      </Form.Select>
      <Button type="submit">Search</Button>
    </Form>
  );
}
