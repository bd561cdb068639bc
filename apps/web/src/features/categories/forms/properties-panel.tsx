import { useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon/icon';
import { PromptDialog } from '../../../components/prompt-dialog';
import { PropertyTypeEditor } from './property-type-editor';
import { addProperty, removeProperty, renameProperty, type PropertyEntry } from './property-names';

export const RENAME_PROPERTY_PROMPT = 'Enter the new property name:';
export const DELETE_PROPERTY_QUESTION = 'Are you sure you want to delete this property?';

interface PropertiesPanelProps {
  entries: PropertyEntry[];
  onChange: (entries: PropertyEntry[]) => void;
  disabled?: boolean;
}

/** The Properties panel: add, rename and delete the category's property names; saved with it. */
export function PropertiesPanel({ entries, onChange, disabled = false }: PropertiesPanelProps) {
  const [draft, setDraft] = useState('');
  const [renaming, setRenaming] = useState<number>();
  const [deleting, setDeleting] = useState<number>();

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
      <legend className="properties-panel__title">Properties</legend>
      <InputGroup className="mb-2">
        <Form.Control
          aria-label="Property name"
          placeholder="Property name"
          value={draft}
          maxLength={60}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline-primary" onClick={add}>
          <Icon name="plus-lg" className="me-1" />
          ADD
        </Button>
      </InputGroup>
      {entries.length === 0 ? (
        <p className="text-muted small mb-0">No properties yet.</p>
      ) : (
        <ul className="properties-panel__list">
          {entries.map((entry, index) => (
            <li key={entry.id ?? `new-${entry.name}`} className="properties-panel__item">
              <span className="properties-panel__name">{entry.name}</span>
              <PropertyTypeEditor
                entry={entry}
                onChange={(changed) => onChange(entries.map((e, i) => (i === index ? changed : e)))}
              />
              <Button
                variant="link"
                size="sm"
                aria-label={`Rename ${entry.name}`}
                onClick={() => setRenaming(index)}
              >
                <Icon name="pencil-square" />
              </Button>
              <Button
                variant="link"
                size="sm"
                className="text-danger"
                aria-label={`Delete ${entry.name}`}
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
        message={RENAME_PROPERTY_PROMPT}
        initialValue={renaming === undefined ? '' : (entries[renaming]?.name ?? '')}
        onConfirm={(name) => {
          if (renaming !== undefined) onChange(renameProperty(entries, renaming, name));
          setRenaming(undefined);
        }}
        onCancel={() => setRenaming(undefined)}
      />
      <ConfirmDialog
        show={deleting !== undefined}
        message={DELETE_PROPERTY_QUESTION}
        subject={deleting === undefined ? undefined : entries[deleting]?.name}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting !== undefined) onChange(removeProperty(entries, deleting));
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </fieldset>
  );
}
