import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { chooseLanguage } from '../../../i18n';
import { page, renderWithRouter } from '../../../test/render';
import { REGISTER_SUCCESS, RegisterForm } from './register-form';

const renderRegister = () =>
  renderWithRouter(<RegisterForm />, {
    path: '/register',
    routes: [{ path: '/', ...page('Home page') }],
  });

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const CONSENT = 'I agree to the Terms of Use and the Privacy Policy';

const VALID = {
  'First Name': 'Grace',
  'Last Name': 'Hopper',
  Phone: '+905551234567',
  Email: 'grace@example.com',
  Password: 'Secret123',
  'Confirm Password': 'Secret123',
};

describe('RegisterForm', () => {
  it("says 'Required' for every empty field", async () => {
    mockApi({});
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Required')).toHaveLength(6);
  });

  it('checks the e-mail address', async () => {
    mockApi({});
    const { user } = renderRegister();
    await fill(user, { ...VALID, Email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it("lists the server's password rules that the password breaks", async () => {
    mockApi({});
    const { user } = renderRegister();
    await fill(user, { ...VALID, Password: 'abc', 'Confirm Password': '' });
    await user.tab();
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('One uppercase char')).toBeInTheDocument();
    expect(screen.getByText('One number')).toBeInTheDocument();
    expect(screen.queryByText('One lowercase char')).not.toBeInTheDocument();
  });

  it("says 'Passwords must match' when the confirmation differs", async () => {
    mockApi({});
    const { user } = renderRegister();
    await fill(user, { ...VALID, 'Confirm Password': 'Secret124' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('sends nothing until the terms are agreed to', async () => {
    const api = mockApi({});
    const { user } = renderRegister();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('You must agree to the Terms of Use and the Privacy Policy.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });

  it('links the consent to the policy page and its terms of use', () => {
    mockApi({});
    renderRegister();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/Privacy-Policy#terms-of-use',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/Privacy-Policy',
    );
  });

  it('links back to the login page', () => {
    mockApi({});
    renderRegister();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('sends the registration, confirms it and goes home', async () => {
    const api = mockApi({
      'POST /auth/register': {
        status: 201,
        body: { user: makeUser({ role: 'CUSTOMER' }), token: null },
      },
    });
    const { user, router } = renderRegister();
    await fill(user, VALID);
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ registeredEmail: 'grace@example.com' });
    expect(screen.getByText(REGISTER_SUCCESS)).toBeInTheDocument();
    expect(REGISTER_SUCCESS).toBe(
      'Your registration has been saved successfully, please check your email account and confirm your registration!',
    );
    expect(api.callsTo('POST /auth/register')[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+905551234567',
      email: 'grace@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      acceptTerms: true,
    });
    expect(localStorage.getItem('isUserLogin')).toBeNull();
  });

  it("shows the server's message and its field message beside the field", async () => {
    const taken = 'This e-mail address is already registered.';
    mockApi({ 'POST /auth/register': apiError(409, taken, { email: taken }) });
    const { user } = renderRegister();
    await fill(user, VALID);
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    const emailGroup = screen.getByLabelText('Email').closest('div') as HTMLElement;
    expect(within(emailGroup).getByText(taken)).toBeInTheDocument();
  });
});

describe('RegisterForm in Turkish', () => {
  it('shows its labels, consent and rule messages in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({});
    const { user } = renderRegister();
    expect(await screen.findByLabelText('Ad')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre Tekrarı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kullanım Koşulları' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kayıt ol' }));
    expect(await screen.findAllByText('Zorunlu alan')).toHaveLength(6);
    expect(
      screen.getByText("Kullanım Koşulları'nı ve Gizlilik Politikası'nı kabul etmelisiniz."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Şifre'), 'abc');
    await user.tab();
    expect(await screen.findByText('En az 8 karakter')).toBeInTheDocument();
    expect(screen.getByText('Bir büyük harf')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ad'), 'Ayşe\u2067');
    await user.tab();
    expect(
      await screen.findByText('Görünmez biçimlendirme karakterlerini kaldırın.'),
    ).toBeInTheDocument();
  });
});
