import type { Page } from '@playwright/test';
import { DEMO, expect, loginThroughUi, test } from '../support/fixtures';

async function loginAsAdmin(page: Page) {
  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

async function addProperty(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Property name' }).fill(name);
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  await expect(page.getByRole('button', { name: `Rename ${name}` })).toBeVisible();
}

test('the admin creates a category with three keys, renames one, and a new advert in it shows the new name', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `E2E Chalet ${stamp}`;
  await loginAsAdmin(page);
  await page.goto('/dashboard/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.getByRole('button', { name: 'ADD NEW' }).click();

  const create = page.getByRole('form', { name: 'New Category' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Slug').fill(`e2e-chalet-${stamp}`);
  await create.getByLabel('Sequence').fill('9');
  await create.getByTitle('tree').click();
  for (const key of ['Rooms', 'Garden', 'Pool']) await addProperty(page, key);
  await create.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByText('New Category was created successfully')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search categories' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Total: 1')).toBeVisible();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: `Edit Category: ${title}` });
  await expect(edit.getByText('Garden')).toBeVisible();
  await edit.getByRole('button', { name: 'Rename Garden' }).click();
  const prompt = page.getByLabel('Enter the new property name:');
  await prompt.fill('Sea view');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(edit.getByText('Sea view')).toBeVisible();
  await edit.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Data saved successfully!')).toBeVisible();

  await page.goto('/dashboard/add-new-advert');
  await expect(page.getByRole('heading', { level: 1, name: 'NEW ADVERT' })).toBeVisible();
  const category = page.getByLabel('Category', { exact: true });
  await expect(category.getByRole('option', { name: title })).toBeAttached();
  await category.selectOption({ label: title });
  const details = page.getByRole('region', { name: 'Property Details' });
  await expect(details.getByLabel('Sea view')).toBeVisible();
  await expect(details.getByLabel('Rooms')).toBeVisible();
  await expect(details.getByLabel('Pool')).toBeVisible();
  await expect(details.getByLabel('Garden')).toHaveCount(0);

  // Tidy up: the unused category deletes from its edit form.
  await page.goto('/dashboard/categories');
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Total: 1')).toBeVisible();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'DELETE', exact: true }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(title);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The category was deleted.')).toBeVisible();
});

test('the admin adds an advert type and deletes it', async ({ page }) => {
  const title = `E2E Lease ${Date.now()}`;
  await loginAsAdmin(page);
  await page.goto('/dashboard/advert-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Advert Types' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Advert types' });
  await expect(list.getByText('Sale', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'ADD NEW' }).click();
  const form = page.getByRole('form', { name: 'New Advert Type' });
  await expect(form.getByRole('button', { name: 'CREATE' })).toBeDisabled();
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByText('Data saved successfully!')).toBeVisible();
  await expect(list.getByText(title, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(title);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Data silindi')).toBeVisible();
  await expect(list.getByText(title, { exact: true })).toHaveCount(0);
});
