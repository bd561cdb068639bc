import { expect, loginThroughUi, test } from '../support/fixtures';

/** The demo agency Moda Emlak: Selin owns it, James is its agent (docs/product.md#agencies). */
const SELIN = { email: 'selin@example.com', password: 'Customer1234' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an agency advert names the agency and its verified badge on the advertiser card', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/adverts?agency=moda-emlak&size=1');
  const [advert] = (await list.json()).content as Array<{ slug: string }>;
  await page.goto(`/property/${advert!.slug}`);
  const card = page.getByRole('region', { name: 'The advertiser' });
  await expect(card.getByRole('link', { name: 'Moda Emlak' })).toHaveAttribute(
    'href',
    '/agency/moda-emlak',
  );
  await expect(card.getByText('Verified agency')).toBeVisible();
});

test('the owner checks and imports a catalogue file, then hands the new advert to an agent', async ({
  page,
}) => {
  const id = `E2E-${unique()}`;
  const title = `Imported flat ${id}`;
  const csv = [
    'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Country,City,District,BedroomsTotal',
    `${id},Residential,Apartment,${title},Bright rooms near the ferry.,320000,Türkiye,İstanbul,Kadıköy,3`,
    `${id}-X,Residential,Castle,Old keep,Stone walls.,90000,Türkiye,İstanbul,Kadıköy,9`,
  ].join('\n');

  await loginThroughUi(page, SELIN.email, SELIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/my-agency');
  await page.getByLabel(/Catalogue file/).setInputFiles({
    name: 'listings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('What the import would do')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Refused listings' })).toContainText(
    `Line 3, ListingId ${id}-X, PropertySubType: Unknown PropertySubType "Castle"`,
  );

  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('button', { name: 'Download the report (1 refusal)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Waiting for review');
  await row.getByLabel(`Agent of ${title}`).selectOption({ label: 'James Carter' });
  await expect(page.getByText(`${title} has a new agent.`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Agent of ${title}`)).toHaveValue(/\d+/);
  await expect(page.getByLabel(`Agent of ${title}`).locator('option:checked')).toHaveText(
    'James Carter',
  );
});
