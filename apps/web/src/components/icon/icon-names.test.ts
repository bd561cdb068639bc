import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ICONS } from '@estate/contracts';
import { ICON_PATHS } from './icon-paths';
import { CATEGORY_ICON_PATHS } from './icon-paths-categories';
import { MORE_ICON_PATHS } from './icon-paths-more';

const SRC = path.resolve(__dirname, '../..');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// `<Icon name="x"`, `icon: 'x'` in menus and tiles, and `['key', 'Label', 'x']` rows (social links).
const NAMED = [
  /<Icon\b[^>]*?\bname="([a-z0-9-]+)"/g,
  /\bicon: '([a-z0-9-]+)'/g,
  /\['[a-z]+', '[A-Z][^']*', '([a-z0-9-]+)'\]/g,
];

describe('icon names', () => {
  it('bundles every icon the code names, so no page fetches icons one by one', () => {
    const named = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const code = fs.readFileSync(file, 'utf8');
      for (const pattern of NAMED) for (const match of code.matchAll(pattern)) named.add(match[1]!);
    }
    expect(named.size).toBeGreaterThan(40);
    const missing = [...named].filter((name) => !ICON_PATHS[name] && !MORE_ICON_PATHS[name]);
    // Add them to apps/web/scripts/generate-icons.mjs and run it.
    expect(missing).toEqual([]);
  });

  it('bundles every icon a category may have', () => {
    const bundled = { ...ICON_PATHS, ...MORE_ICON_PATHS, ...CATEGORY_ICON_PATHS };
    expect(CATEGORY_ICONS.filter((name) => !bundled[name])).toEqual([]);
  });
});
