import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ContactMessagesParams } from '../api/keys';
import { useContactMessagesT } from '../texts';

type Read = ContactMessagesParams['read'];

/** Search box and read filter of the staff list; applied with the Search button. */
export function MessageFilters({ onSearch }: { onSearch: (q: string, read: Read) => void }) {
  const [q, setQ] = useState('');
  const [read, setRead] = useState<Read>('');
  const t = useContactMessagesT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q, read);
  };
  return (
    <Form
      onSubmit={submit}
      role="search"
      aria-label={t('filters.label')}
      className="message-filters"
    >
      <Form.Control
        aria-label={t('filters.search')}
        placeholder={t('filters.placeholder')}
        value={q}
        maxLength={100}
        onChange={(e) => setQ(e.target.value)}
      />
      <Form.Select
        aria-label={t('filters.read')}
        value={read}
        onChange={(e) => setRead(e.target.value as Read)}
      >
        <option value="">{t('filters.all')}</option>
        <option value="false">{t('filters.unread')}</option>
        <option value="true">{t('filters.readOnly')}</option>
      </Form.Select>
      <Button type="submit">{t('filters.submit')}</Button>
    </Form>
  );
}
