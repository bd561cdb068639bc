import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { CatalogueImport } from './catalogue-import';

const COUNTS = { new: 2, changed: 0, unchanged: 0, missing: 0, refused: 1 };
const DRY_RUN = {
  counts: COUNTS,
  problems: [{ line: 4, listingId: 'B-3', field: 'ListPrice', message: 'Must be greater than 0' }],
  moreProblems: 0,
  ignoredFields: ['ListAgentKey'],
};
const run = (status: 'RUNNING' | 'DONE', done: number) => ({
  id: 9,
  source: 'FILE',
  full: false,
  status,
  total: 2,
  done,
  counts: COUNTS,
  problems: 1,
  failure: null,
  startedBy: 'Selin Kaya',
  createdAt: '2026-12-07T10:00:00Z',
  finishedAt: status === 'DONE' ? '2026-12-07T10:00:05Z' : null,
});
const csv = () => new File(['ListingId,Title\nB-1,Flat'], 'listings.csv', { type: 'text/csv' });

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

it('refuses a file that is not CSV or JSON before sending anything', async () => {
  const api = mockApi({ 'GET /agencies/4/imports': { body: { runs: [] } } });
  renderWithRouter(<CatalogueImport agencyId={4} />, { path: '/dashboard/my-agency' });
  // Picked past the dialog's filter (a browser lets "All files" through).
  const png = new File(['x'], 'photo.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText(/Catalogue file/), { target: { files: [png] } });
  expect(screen.getByText('Choose a .csv or .json file.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  expect(api.callsTo('POST /agencies/4/imports')).toHaveLength(0);
});

it('checks the file, shows what the import would do, then imports and shows its progress', async () => {
  let posts = 0;
  let reads = 0;
  mockApi({
    'POST /agencies/4/imports': () =>
      ++posts === 1 ? { body: DRY_RUN } : { status: 202, body: run('RUNNING', 0) },
    'GET /agencies/4/imports': () => ({
      body: { runs: posts < 2 ? [] : [run(++reads < 2 ? 'RUNNING' : 'DONE', reads < 2 ? 1 : 2)] },
    }),
  });
  const { user } = renderWithRouter(<CatalogueImport agencyId={4} />, {
    path: '/dashboard/my-agency',
  });
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  await user.upload(screen.getByLabelText(/Catalogue file/), csv());
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
  expect(await screen.findByText('What the import would do')).toBeInTheDocument();
  expect(screen.getByText('2 new')).toBeInTheDocument();
  const refused = screen.getByRole('list', { name: 'Refused listings' });
  expect(
    within(refused).getByText('Line 4, ListingId B-3, ListPrice: Must be greater than 0'),
  ).toBeInTheDocument();
  expect(screen.getByText('Fields this format does not read: ListAgentKey')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  expect(
    await screen.findByRole(
      'button',
      { name: 'Download the report (1 refusal)' },
      { timeout: 4000 },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
