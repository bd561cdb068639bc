import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { MyDataDownload } from './my-data-download';

afterEach(() => vi.restoreAllMocks());

async function renderDownload() {
  await logInAs(userWithRole('CUSTOMER'), 'data-token');
  return renderWithRouter(<MyDataDownload />, { path: '/dashboard/my-profile' });
}

describe('MyDataDownload', () => {
  it('downloads the file under the name the server gave, with the token', async () => {
    const api = mockApi({
      'GET /user/auth/export': {
        body: { profile: { id: 1 } },
        headers: { 'content-disposition': 'attachment; filename="my-data-2026-11-27.json"' },
      },
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:data');
    URL.revokeObjectURL = vi.fn();
    const { user } = await renderDownload();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(names).toEqual(['my-data-2026-11-27.json']));
    expect(api.callsTo('GET /user/auth/export')[0]?.headers.authorization).toBe('data-token');
  });

  it('shows the server’s message when it fails', async () => {
    mockApi({ 'GET /user/auth/export': apiError(429, 'You have made too many data downloads.') });
    const { user } = await renderDownload();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('You have made too many data downloads.')).toBeInTheDocument();
  });
});
