import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n';
import { PromptDialog } from './prompt-dialog';

function renderPrompt(show = true) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <PromptDialog
      show={show}
      message="Name of the new key"
      initialValue="Bedrooms"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { ...view, user, onConfirm, onCancel };
}

describe('PromptDialog', () => {
  it('asks its question over a field holding the starting value, focused', () => {
    renderPrompt();
    const field = screen.getByLabelText('Name of the new key');
    expect(field).toHaveValue('Bedrooms');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', '60');
  });

  it('answers with the text typed, by OK or by Enter', async () => {
    const { user, onConfirm } = renderPrompt();
    const field = screen.getByLabelText('Name of the new key');
    await user.clear(field);
    await user.type(field, 'Rooms');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenLastCalledWith('Rooms');
    await user.type(field, ' total{Enter}');
    expect(onConfirm).toHaveBeenLastCalledWith('Rooms total');
  });

  it('keeps the submit inside the dialog, away from a form around it', () => {
    const outer = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', outer);
    const { onConfirm } = renderPrompt();
    fireEvent.submit(screen.getByLabelText('Name of the new key').closest('form')!);
    expect(onConfirm).toHaveBeenCalledWith('Bedrooms');
    expect(outer).not.toHaveBeenCalled();
    document.removeEventListener('submit', outer);
  });

  it('cancels without answering, and shows nothing while hidden', async () => {
    const { user, onConfirm, onCancel, rerender } = renderPrompt();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    rerender(
      <PromptDialog
        show={false}
        message="Hidden"
        initialValue=""
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.queryByLabelText('Hidden')).toBeNull();
  });

  it('labels its buttons in Turkish', async () => {
    await chooseLanguage('tr');
    renderPrompt();
    expect(screen.getByRole('button', { name: 'Tamam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
  });
});
