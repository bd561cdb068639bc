import { DEFAULT_WEB_SITE } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../../components/site-footer';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { WEB_SITE_SAVED, WebSiteForm } from './web-site-form';

type Reply = { status?: number; body?: unknown };

/** Answers like the server: GET gives what the last successful PUT stored. */
async function open(put: (body: unknown) => Reply) {
  let stored: unknown = DEFAULT_WEB_SITE;
  const api = mockApi({
    'GET /web-site': () => ({ body: stored }),
    'PUT /web-site': ({ body }) => {
      const reply = put(body);
      if ((reply.status ?? 200) === 200) stored = reply.body;
      return reply;
    },
  });
  await logInAs(makeUser({ role: 'ADMIN' }));
  const view = renderWithRouter(
    <>
      <WebSiteForm initial={DEFAULT_WEB_SITE} />
      <SiteFooter />
    </>,
  );
  const field = (name: string | RegExp) => screen.getAllByRole('textbox', { name })[0]!;
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { api, field, save, ...view };
}

describe('WebSiteForm', () => {
  it('shows the current details', async () => {
    const { field } = await open(() => ({ body: DEFAULT_WEB_SITE }));
    expect(field('Site name')).toHaveValue(DEFAULT_WEB_SITE.siteName);
    expect(field('Contact e-mail')).toHaveValue(DEFAULT_WEB_SITE.contactEmail);
  });

  it('refuses a bad e-mail, phone and link without calling the server', async () => {
    const { api, user, field, save } = await open(() => ({ body: DEFAULT_WEB_SITE }));
    await user.clear(field('Contact e-mail'));
    await user.type(field('Contact e-mail'), 'not-an-email');
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), 'call us');
    await user.clear(field('Facebook'));
    await user.type(field('Facebook'), 'javascript:alert(1)');
    await save();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getAllByText('Phone must be digits, optionally starting with +')).toHaveLength(1);
    expect(screen.getByText('Must be an http(s) address')).toBeInTheDocument();
    expect(api.callsTo('PUT /web-site')).toHaveLength(0);
  });

  it('saves, says so, and the footer shows the new phone at once', async () => {
    const { api, user, field, save } = await open((body) => ({ body }));
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '+90 216 444 22 11');
    await save();
    expect(await screen.findByText(WEB_SITE_SAVED)).toBeInTheDocument();
    expect(api.callsTo('PUT /web-site')[0]?.body).toEqual({
      ...DEFAULT_WEB_SITE,
      phone: '+90 216 444 22 11',
    });
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText(/\+90 216 444 22 11/)).toBeInTheDocument());
  });

  it('sets the default currency of new adverts and price comparisons', async () => {
    const { api, user, save } = await open((body) => ({ body }));
    await user.selectOptions(screen.getByLabelText('Default currency'), 'EUR');
    await save();
    expect(await screen.findByText(WEB_SITE_SAVED)).toBeInTheDocument();
    expect(api.callsTo('PUT /web-site')[0]?.body).toEqual({
      ...DEFAULT_WEB_SITE,
      defaultCurrency: 'EUR',
    });
  });

  it("puts the server's per-field messages beside the fields", async () => {
    const { field, save } = await open(() => ({
      status: 400,
      body: {
        status: 400,
        message: 'offices.1.city: Required',
        validations: { 'offices.1.city': 'Required' },
      },
    }));
    await save();
    const london = screen.getAllByRole('textbox', { name: 'City' })[1]!;
    await waitFor(() => expect(london).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Site name')).toHaveAttribute('aria-invalid', 'false');
  });
});
