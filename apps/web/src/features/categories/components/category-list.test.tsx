import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferredReply, mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { categoryPage, makeCategory } from '../testing/category-factory';
import { CategoryList } from './category-list';

const GENERAL_MESSAGE = 'Something went wrong. Please try again.';

const house = makeCategory({ title: 'House', icon: 'house', seq: 1 });

/** The categories list of the back office, its call answered by `first` and then normally. */
async function renderCategoryList(first: MockReply | (() => Promise<MockReply>)) {
  let calls = 0;
  const api = mockApi({
    'GET /categories/admin': () => {
      calls += 1;
      if (calls > 1) return { body: categoryPage([house], 1) };
      return typeof first === 'function' ? first() : first;
    },
  });
  await logInAs(makeUser({ role: 'MANAGER' }));
  const view = renderWithRouter(<CategoryList onAdd={() => {}} onEdit={() => {}} />);
  return { api, ...view };
}

describe('a list whose call fails', () => {
  it('shows a short message and Retry, never "Loading" or the raw status text', async () => {
    await renderCategoryList({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERAL_MESSAGE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
  });

  it("shows the server's message, and Retry asks again and shows the data", async () => {
    const { api, user } = await renderCategoryList(apiError(503, 'The database is busy.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('House')).toBeInTheDocument();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /categories/admin')).toHaveLength(2);
  });

  it('shows the loading panel only while the first answer is on its way', async () => {
    const reply = deferredReply({ body: categoryPage([house], 1) });
    await renderCategoryList(reply.handler);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    reply.release();
    expect(await screen.findByText('House')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
