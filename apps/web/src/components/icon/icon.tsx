import { useEffect, useState } from 'react';
import { ICON_PATHS } from './icon-paths';
import { svgPaths } from './svg-paths';

type IconTable = Record<string, string>;

// The first load's icons are in the entry; the app's others, then the rest of the icons a category
// may have, come in modules fetched the first time a name is not found (docs/product.md#first-load).
// There is no sprite: parsing bootstrap-icons' 1 MB one blocked a phone for half a second.
const LATER: (() => Promise<IconTable>)[] = [
  () => import('./icon-paths-more').then((module) => module.MORE_ICON_PATHS),
  () => import('./icon-paths-categories').then((module) => module.CATEGORY_ICON_PATHS),
];
const tables: IconTable[] = [ICON_PATHS];
const loading: Promise<void>[] = [];

const pathsOf = (name: string) => tables.find((table) => table[name] !== undefined)?.[name];

/** Loads the later modules, in order, until one has the name (or none is left). */
async function loadPaths(name: string): Promise<void> {
  for (let i = 0; i < LATER.length && pathsOf(name) === undefined; i++)
    await (loading[i] ??= LATER[i]!().then((table) => void tables.push(table)));
}

interface IconProps {
  /** A Bootstrap Icons name, e.g. `geo-alt` (categories send theirs from the API). */
  name: string;
  className?: string;
}

function Glyph({ name }: { name: string }) {
  const paths = pathsOf(name);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (paths === undefined) void loadPaths(name).then(() => setLoaded((n) => n + 1));
  }, [name, paths]);
  // An empty box of the icon's size while its paths come (or for a name no module has).
  if (paths === undefined) return <svg viewBox="0 0 16 16" focusable="false" />;
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" focusable="false">
      {svgPaths(paths).map((path, index) => (
        <path key={index} d={path.d} fillRule={path.fillRule} />
      ))}
    </svg>
  );
}

/**
 * A Bootstrap Icons glyph as inline SVG (no icon font): a decoration, hidden from assistive
 * technology. Keeps the `bi bi-{name}` classes on its `<i>` so styles sized by font-size and
 * colored by `color` apply as before.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <i className={`bi bi-${name}${className ? ` ${className}` : ''}`} aria-hidden="true">
      <Glyph name={name} />
    </i>
  );
}
