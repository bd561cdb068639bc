import { useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon/icon';
import { PromptDialog } from '../../../components/prompt-dialog';
import { useCategoriesT } from '../texts';
import { PropertyTypeEditor } from './property-type-editor';
import { addProperty, removeProperty, renameProperty, type PropertyEntry } from './property-names';

interface PropertiesPanelProps {
  entries: PropertyEntry[];
  onChange: (entries: PropertyEntry[]) => void;
  disabled?: boolean;
}

/** A key's Turkish name; left empty, Turkish readers see the English one. */
function TurkishKeyName({
  entry,
  onChange,
}: {
  entry: PropertyEntry;
  onChange: (nameTr: string | null) => void;
}) {
  const t = useCategoriesT();
  return (
    <Form.Control
      size="sm"
      lang="tr"
      className="properties-panel__turkish"
      aria-label={t('props.nameTr', { name: entry.name })}
      placeholder={t('props.nameTrPlaceholder')}
      maxLength={60}
      value={entry.nameTr ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}

/** The Properties panel: add, rename and delete the category's property names; saved with it. */
export function PropertiesPanel({ entries, onChange, disabled = false }: PropertiesPanelProps) {
  const [draft, setDraft] = useState('');
  const [renaming, setRenaming] = useState<number>();
  const [deleting, setDeleting] = useState<number>();
  const t = useCategoriesT();

  const add = () => {
    onChange(addProperty(entries, draft));
    setDraft('');
  };
  // Enter adds the name instead of submitting the whole category form.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="properties-panel" disabled={disabled}>
      <legend className="properties-panel__title">{t('props.title')}</legend>
      <InputGroup className="mb-2">
        <Form.Control
          aria-label={t('props.name')}
          placeholder={t('props.name')}
          value={draft}
          maxLength={60}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline-primary" onClick={add}>
          <Icon name="plus-lg" className="me-1" />
          {t('props.add')}
        </Button>
      </InputGroup>
      {entries.length === 0 ? (
        <p className="text-muted small mb-0">{t('props.none')}</p>
      ) : (
        <ul className="properties-panel__list">
          {entries.map((entry, index) => (
            <li key={entry.id ?? `new-${entry.name}`} className="properties-panel__item">
              <span className="properties-panel__name">{entry.name}</span>
              <TurkishKeyName
                entry={entry}
                onChange={(nameTr) =>
                  onChange(entries.map((e, i) => (i === index ? { ...e, nameTr } : e)))
                }
              />
              <PropertyTypeEditor
                entry={entry}
                onChange={(changed) => onChange(entries.map((e, i) => (i === index ? changed : e)))}
              />
              <Button
                variant="link"
                size="sm"
                aria-label={t('props.rename', { name: entry.name })}
                onClick={() => setRenaming(index)}
              >
                <Icon name="pencil-square" />
              </Button>
              <Button
                variant="link"
                size="sm"
                className="text-danger"
                aria-label={t('props.deleteLabel', { name: entry.name })}
                onClick={() => setDeleting(index)}
              >
                <Icon name="trash" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PromptDialog
        show={renaming !== undefined}
        message={t('props.renamePrompt')}
        initialValue={renaming === undefined ? '' : (entries[renaming]?.name ?? '')}
        onConfirm={(name) => {
          if (renaming !== undefined) onChange(renameProperty(entries, renaming, name));
          setRenaming(undefined);
        }}
        onCancel={() => setRenaming(undefined)}
      />
      <ConfirmDialog
        show={deleting !== undefined}
        message={t('props.deleteQuestion')}
        subject={deleting === undefined ? undefined : entries[deleting]?.name}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          if (deleting !== undefined) onChange(removeProperty(entries, deleting));
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </fieldset>
  );
}
