import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from './icon-paths';
import { CATEGORY_ICON_PATHS } from './icon-paths-categories';
import { MORE_ICON_PATHS } from './icon-paths-more';
import { svgPaths } from './svg-paths';

const ALL = { ...ICON_PATHS, ...MORE_ICON_PATHS, ...CATEGORY_ICON_PATHS };

/** The markup the paths stand for, attributes in a fixed order, to compare with the source. */
const markupOf = (markup: string) =>
  svgPaths(markup)
    .map((p) => `<path${p.fillRule ? ` fill-rule="${p.fillRule}"` : ''} d="${p.d}"/>`)
    .join('');

const normalized = (markup: string) =>
  markup.replace(/<path d="([^"]*)" fill-rule="([^"]*)"\/>/g, '<path fill-rule="$2" d="$1"/>');

describe('svgPaths', () => {
  it('reads every bundled icon whole: nothing but paths, none lost, no attribute dropped', () => {
    for (const [name, markup] of Object.entries(ALL)) {
      expect(markupOf(markup), name).toBe(normalized(markup));
      expect(svgPaths(markup).length, name).toBeGreaterThan(0);
    }
  });

  it('keeps the fill rule wherever it stands among the attributes', () => {
    expect(svgPaths('<path fill-rule="evenodd" d="M0 0h1"/><path d="M1 1"/>')).toEqual([
      { d: 'M0 0h1', fillRule: 'evenodd' },
      { d: 'M1 1' },
    ]);
    expect(svgPaths('<path d="M2 2" fill-rule="evenodd"/>')).toEqual([
      { d: 'M2 2', fillRule: 'evenodd' },
    ]);
  });
});
