import { startTransition, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { chooseLanguage } from './choice';
import { registerPageTexts } from './page-texts';

/**
 * React error #467 ("Update hook called on initial render") on a Turkish reader's page: a page
 * suspended for its Turkish texts, the texts came before React's next slice, React replayed the
 * page, and the replay skipped `use()` (the texts were cached by then), so the hooks after it ran
 * as updates of a page never drawn. Rendered outside act(), as the browser does, in a transition,
 * as a click on a link does.
 */
type Flags = { IS_REACT_ACT_ENVIRONMENT?: boolean };
const flags = globalThis as Flags;
let previousActFlag: boolean | undefined;
let root: Root | undefined;

beforeEach(() => {
  previousActFlag = flags.IS_REACT_ACT_ENVIRONMENT;
  flags.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(async () => {
  root?.unmount();
  flags.IS_REACT_ACT_ENVIRONMENT = previousActFlag;
  await chooseLanguage('en');
});

/** Opens a page with a link-like transition; returns what was drawn and every error React met. */
async function openPage(Page: () => React.ReactNode) {
  const errors: unknown[] = [];
  const host = document.createElement('div');
  let open = () => {};
  function Shell() {
    const [opened, setOpened] = useState(false);
    open = () => startTransition(() => setOpened(true));
    return opened ? <Page /> : <p>home</p>;
  }
  root = createRoot(host, {
    onUncaughtError: (error) => errors.push(error),
    onCaughtError: (error) => errors.push(error),
    onRecoverableError: (error) => errors.push(error),
  });
  root.render(
    <Suspense fallback="loading">
      <Shell />
    </Suspense>,
  );
  await vi.waitFor(() => expect(host.textContent).toBe('home'));
  open();
  await vi.waitFor(() => expect(host.textContent).not.toBe('home'));
  return { host, errors };
}

function pageWithState(
  namespace: string,
  turkish: () => Promise<{ default: Record<string, string> }>,
) {
  const usePageT = registerPageTexts(namespace, { hello: 'Hello' }, turkish);
  return function Page() {
    const t = usePageT();
    const [count] = useState(1);
    return `${t('hello')} ${count}`;
  };
}

it('draws a Turkish page whose texts arrive before React resumes, hooks after them and all', async () => {
  await chooseLanguage('tr');
  const Page = pageWithState('test-replay-tr', () =>
    Promise.resolve({ default: { hello: 'Merhaba' } }),
  );
  const { host, errors } = await openPage(Page);
  await vi.waitFor(() => expect(host.textContent).toBe('Merhaba 1'));
  expect(errors).toEqual([]);
});

it('draws an English page at once, never through the loading state', async () => {
  const turkish = vi.fn(() => Promise.resolve({ default: { hello: 'Merhaba' } }));
  const Page = pageWithState('test-replay-en', turkish);
  const { host, errors } = await openPage(Page);
  expect(host.textContent).toBe('Hello 1');
  expect(errors).toEqual([]);
  expect(turkish).not.toHaveBeenCalled();
});
