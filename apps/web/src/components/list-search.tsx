import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Icon } from './icon/icon';
import { useT } from '../i18n';

interface ListSearchProps {
  label: string;
  onSearch: (q: string) => void;
  onAdd: () => void;
}

/** A back-office list's search box with Search and ADD NEW beside it. */
export function ListSearch({ label, onSearch, onAdd }: ListSearchProps) {
  const [q, setQ] = useState('');
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q);
  };
  return (
    <Form className="list-search" role="search" onSubmit={submit}>
      <Form.Control
        type="search"
        placeholder={label}
        aria-label={label}
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit" variant="primary">
        <Icon name="search" className="me-1" />
        {t('shell.search')}
      </Button>
      <Button variant="outline-primary" onClick={onAdd}>
        <Icon name="plus-lg" className="me-1" />
        {t('shell.addNew')}
      </Button>
    </Form>
  );
}
