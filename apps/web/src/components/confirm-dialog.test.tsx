import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function open(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      show
      message="Are you sure you want to delete this user?"
      subject="Jane Doe (jane@example.com)"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks the question naming the object, with the action on its button', async () => {
    open();
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this user?',
    });
    expect(dialog).toHaveTextContent('Jane Doe (jane@example.com)');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('btn-danger');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('puts the focus on Cancel, so Enter does not run the action', async () => {
    const { onConfirm, onCancel, user } = open();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Escape without running the action', async () => {
    const { onConfirm, onCancel, user } = open();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action only from its own button', async () => {
    const { onConfirm, onCancel, user } = open({
      cancelLabel: 'Keep the tour',
      confirmLabel: 'Cancel tour',
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel tour' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep the tour' })).toBeInTheDocument();
  });

  it('draws a plain question with a blue button', async () => {
    open({
      message: 'Are you sure to logout?',
      subject: undefined,
      confirmLabel: 'Yes',
      destructive: false,
    });
    expect(await screen.findByRole('button', { name: 'Yes' })).toHaveClass('btn-primary');
  });
});
