import { DEFAULT_WEB_SITE } from '@estate/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderBare } from '@testing-library/react';
import type { ReactNode } from 'react';
import { webSiteKeys } from '../lib/web-site';
import { createQueryClient } from '../lib/query-client';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

function Titled({ title }: { title: string | null | undefined }) {
  usePageTitle(title);
  return null;
}

/** Renders with the site details in the cache, as the first page load provides them. */
function render(ui: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(webSiteKeys.all, DEFAULT_WEB_SITE);
  return renderBare(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('usePageTitle', () => {
  it('names the tab after the page and the site', () => {
    render(<Titled title="Contact" />);
    expect(document.title).toBe('Contact | Estate Market');
  });

  it("uses the site's own title for the home page", () => {
    render(<Titled title={undefined} />);
    expect(document.title).toBe('Estate Market — Homes, offices and land for sale and rent.');
  });
});
