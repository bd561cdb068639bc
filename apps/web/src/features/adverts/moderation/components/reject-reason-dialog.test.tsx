import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { RejectReasonDialog } from './reject-reason-dialog';

function renderDialog(props: { title?: string; edit?: boolean; count?: number } = {}) {
  const onReject = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(
    <RejectReasonDialog
      show
      count={props.count ?? 1}
      title={props.title}
      edit={props.edit}
      onReject={onReject}
      onCancel={onCancel}
    />,
  );
  return { user, onReject, onCancel };
}

const rejectButton = () => screen.getByRole('button', { name: 'Reject' });

describe('RejectReasonDialog', () => {
  it('names the one advert, its edit, or how many adverts are rejected', () => {
    const { unmount } = render(
      <RejectReasonDialog
        show
        count={1}
        title="Garden villa"
        onReject={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Reject "Garden villa"' })).toBeInTheDocument();
    unmount();
    renderDialog({ title: 'Garden villa', edit: true });
    expect(
      screen.getByRole('dialog', { name: 'Reject the edit of "Garden villa"' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The advert stays live as it was/)).toBeInTheDocument();
  });

  it('counts the adverts when several are rejected at once', () => {
    renderDialog({ count: 3 });
    expect(screen.getByRole('dialog', { name: 'Reject 3 adverts' })).toBeInTheDocument();
    expect(screen.getByText(/The owners see the reason/)).toBeInTheDocument();
  });

  it('asks for a reason before rejecting', async () => {
    const { user, onReject } = renderDialog({ title: 'Garden villa' });
    await user.click(rejectButton());
    expect(screen.getByText('Choose a reason')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Duplicate' })).toHaveClass('is-invalid');
    expect(onReject).not.toHaveBeenCalled();
  });

  it('sends the chosen reason alone when no details are written', async () => {
    const { user, onReject } = renderDialog({ title: 'Garden villa' });
    await user.click(screen.getByRole('radio', { name: 'Price missing or wrong' }));
    await user.click(rejectButton());
    expect(onReject).toHaveBeenCalledWith({ reasonCode: 'PRICE', reason: undefined });
  });

  it('needs details for Other, and sends them trimmed', async () => {
    const { user, onReject } = renderDialog({ title: 'Garden villa' });
    expect(screen.getByLabelText('Details (optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const details = screen.getByLabelText('Details');
    await user.click(rejectButton());
    expect(screen.getByText('Write the reason when you choose Other')).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(onReject).not.toHaveBeenCalled();
    await user.type(details, '  Wrong city  ');
    await user.click(rejectButton());
    expect(onReject).toHaveBeenCalledWith({ reasonCode: 'OTHER', reason: 'Wrong city' });
  });

  it('refuses details longer than 500 characters', async () => {
    const { user, onReject } = renderDialog({ title: 'Garden villa' });
    await user.click(screen.getByRole('radio', { name: 'Duplicate' }));
    await user.click(screen.getByLabelText('Details (optional)'));
    await user.paste('x'.repeat(501));
    await user.click(rejectButton());
    expect(screen.getByLabelText('Details (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(onReject).not.toHaveBeenCalled();
  });

  it('starts empty again after a rejection is sent', async () => {
    const { user, onReject } = renderDialog({ title: 'Garden villa' });
    await user.click(screen.getByRole('radio', { name: 'Duplicate' }));
    await user.type(screen.getByLabelText('Details (optional)'), 'Same as 12');
    await user.click(rejectButton());
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Duplicate' })).not.toBeChecked();
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('');
  });

  it('cancels without rejecting', async () => {
    const { user, onReject, onCancel } = renderDialog({ title: 'Garden villa' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
  });

  it('lists the reasons in Turkish', async () => {
    await chooseLanguage('tr');
    renderDialog({ count: 2 });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'Diğer' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '2 ilanı reddet' })).toBeInTheDocument();
  });
});
