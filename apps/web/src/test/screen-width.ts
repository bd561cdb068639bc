import { act } from '@testing-library/react';

// jsdom has no matchMedia: the tests' stand-in answers width queries as a screen of this width
// (a desktop unless a test says otherwise) and every other query with false.
let width = 1280;
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
  const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function installMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/** Renders as on a screen `pixels` wide (media queries of width), telling every listener. */
export function setScreenWidth(pixels: number) {
  width = pixels;
  act(() => {
    for (const listener of [...listeners]) listener();
  });
}

export const resetScreenWidth = () => {
  width = 1280;
};
