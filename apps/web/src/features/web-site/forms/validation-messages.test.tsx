import { DEFAULT_WEB_SITE } from '@estate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { expectRulesShownThenCleared } from '../../../test/form-rules';
import { logInAs, renderWithRouter } from '../../../test/render';
import { WebSiteForm } from './web-site-form';

// The site's own fields come before the offices', which repeat the labels City, Address, Phone.
const firstFieldLabelled = {
  getByLabelText: (label: string) => screen.getAllByLabelText(label)[0]!,
};
const officeField = (index: number) => ({
  getByLabelText: (label: string) => screen.getAllByLabelText(label)[index]!,
});

describe('web site details messages', () => {
  it("shows each field's rule and clears it once the field is right", async () => {
    const api = mockApi({});
    await logInAs(makeUser({ role: 'ADMIN' }));
    const { user } = renderWithRouter(<WebSiteForm initial={DEFAULT_WEB_SITE} />);
    const save = () => screen.getByRole('button', { name: 'Save' });
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'Site name', input: '', message: 'Required', fix: 'Estate Market' },
        { label: 'Contact e-mail', input: 'hello', message: 'Invalid email', fix: 'a@b.co' },
        {
          label: 'Phone',
          input: 'call us',
          message: 'Phone must be digits, optionally starting with +',
          fix: '+90 212 555 01 00',
        },
        {
          label: 'Phone',
          input: '+90 212',
          message: 'Phone must have at least 6 digits',
          fix: '+90 212 555 01 00',
        },
        {
          label: 'Facebook',
          input: 'javascript:alert(1)',
          message: 'Must be an http(s) address',
          fix: 'https://www.facebook.com/estatemarket',
        },
        { label: 'Zoom', input: '25', message: 'Zoom must be between 1 and 19', fix: '12' },
        {
          label: 'Latitude',
          input: '91',
          message: 'Latitude must be between -90 and 90',
          fix: '41.04',
        },
      ],
      save,
      firstFieldLabelled,
    );
    await expectRulesShownThenCleared(
      user,
      [{ label: 'City', input: '', message: 'Required', fix: 'London' }],
      save,
      officeField(1),
    );
    expect(api.callsTo('PUT /web-site')).toHaveLength(0);
  });
});
