import { DEFAULT_WEB_SITE } from '@estate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { WebSitePage } from '../components/web-site-page';

describe('the Web Site page in Turkish', () => {
  it('shows its sections, fields and Save in Turkish', async () => {
    mockApi({ 'GET /web-site': { body: DEFAULT_WEB_SITE } });
    await logInAs(makeUser({ role: 'ADMIN' }));
    await chooseLanguage('tr');
    renderWithRouter(<WebSitePage />);
    const form = await screen.findByRole('form', { name: 'Web sitesi bilgileri' });
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Web Sitesi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harita konumu' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Site adı' })).toHaveValue(
      DEFAULT_WEB_SITE.siteName,
    );
    expect(screen.getByLabelText('Varsayılan para birimi')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ofis 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeInTheDocument();
  });
});
