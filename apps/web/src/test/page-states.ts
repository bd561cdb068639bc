import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { apiError, deferredReply, type MockReply, type RecordedCall } from './api-mock';

type Reply = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

const answer = (reply: Reply, call: RecordedCall) =>
  typeof reply === 'function' ? reply(call) : reply;

/** The API's answer while its database cannot be reached: a message the page shows as it is. */
export const SERVER_DOWN_MESSAGE = 'The database is not reachable. Please try again shortly.';
export const serverDown = () => apiError(503, SERVER_DOWN_MESSAGE);

/** A handler that fails its first call and answers `reply` after, as a server back on its feet. */
export function failingFirst(reply: Reply, failure: MockReply = serverDown()) {
  let calls = 0;
  return (call: RecordedCall) => (calls++ === 0 ? failure : answer(reply, call));
}

/** A handler whose first answer waits for `release`; later calls answer at once. */
export function heldBack(reply: Reply) {
  const gate = deferredReply({});
  let calls = 0;
  const handler = async (call: RecordedCall) => {
    if (calls++ === 0) await gate.handler();
    return answer(reply, call);
  };
  return { handler, release: gate.release };
}

/**
 * Expects the loading text (and no error) while the first answer is held back, then `shown` once
 * it is released, and the loading text gone.
 */
export async function expectLoadingUntilReleased(
  release: () => void,
  shown: string | RegExp,
  loadingText: string | RegExp = 'Loading...',
) {
  expect(await screen.findByText(loadingText)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryAllByText(shown)).toHaveLength(0);
  release();
  expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
  expect(screen.queryByText(loadingText)).not.toBeInTheDocument();
}

/**
 * Expects the failed call's message with Retry (and no loading text); Retry asks again and `shown`
 * replaces the message.
 */
export async function expectErrorThenRetry(
  user: UserEvent,
  shown: string | RegExp,
  message: string = SERVER_DOWN_MESSAGE,
) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
}
