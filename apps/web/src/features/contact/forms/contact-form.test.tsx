import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { chooseLanguage } from '../../../i18n';
import { ContactForm } from './contact-form';

const renderContact = () => renderWithRouter(<ContactForm />, { path: '/contact' });
const send = () => screen.getByRole('button', { name: 'Send Message' });

async function fill(user: UserEvent, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const VALID = {
  'First Name': 'Grace',
  'Last Name': 'Hopper',
  Email: 'grace@example.com',
  Message: 'Is it still free?',
};

describe('ContactForm', () => {
  it("says 'Required' for every empty field", async () => {
    mockApi({});
    const { user } = renderContact();
    await user.click(send());
    expect(await screen.findAllByText('Required')).toHaveLength(4);
  });

  it('applies the length and e-mail rules of the specification', async () => {
    mockApi({});
    const { user } = renderContact();
    await fill(user, {
      'First Name': 'Al',
      'Last Name': 'x'.repeat(31),
      Email: 'not-an-email',
      Message: 'm'.repeat(201),
    });
    await user.click(send());
    expect(await screen.findByText('At least 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Max 30 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Max 200 characters')).toBeInTheDocument();
  });

  it('limits the e-mail to 50 characters', async () => {
    mockApi({});
    const { user } = renderContact();
    await fill(user, { ...VALID, Email: `${'a'.repeat(45)}@example.com` });
    await user.click(send());
    expect(await screen.findByText('Max 50 characters')).toBeInTheDocument();
  });

  it("sends the message and says 'Your message was sent'", async () => {
    const api = mockApi({
      'POST /contact': ({ body }) => ({
        status: 201,
        body: { id: 1, isRead: false, createAt: '2025-01-01T00:00:00Z', ...(body as object) },
      }),
    });
    const { user } = renderContact();
    await fill(user, VALID);
    await user.click(send());
    expect(await screen.findByText('Your message was sent')).toBeInTheDocument();
    expect(api.callsTo('POST /contact')[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      message: 'Is it still free?',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the first value of the server's validations on failure", async () => {
    mockApi({
      'POST /contact': apiError(400, 'Please check the form.', {
        email: 'This address is blocked',
        message: 'Too short',
      }),
    });
    const { user } = renderContact();
    await fill(user, VALID);
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This address is blocked');
    expect(alert).not.toHaveTextContent('Please check the form.');
  });

  it("shows the server's message when there are no validations", async () => {
    mockApi({
      'POST /contact': apiError(
        429,
        'You have sent too many messages. Please try again in an hour.',
      ),
    });
    const { user } = renderContact();
    await fill(user, VALID);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent too many messages.');
  });
});

describe('ContactForm in Turkish', () => {
  it('labels its fields and sends in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({
      'POST /contact': ({ body }) => ({
        status: 201,
        body: { id: 1, isRead: false, createAt: '2025-01-01T00:00:00Z', ...(body as object) },
      }),
    });
    const { user } = renderContact();
    expect(await screen.findByRole('form', { name: 'İletişim formu' })).toBeInTheDocument();
    await fill(user, {
      Ad: 'Grace',
      Soyad: 'Hopper',
      'E-posta': 'g@example.com',
      Mesaj: 'Merhaba',
    });
    await user.click(screen.getByRole('button', { name: 'Mesaj Gönder' }));
    expect(await screen.findByText('Mesajınız gönderildi')).toBeInTheDocument();
  });
});
