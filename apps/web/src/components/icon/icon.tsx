import { useEffect, useState } from 'react';
import { ICON_PATHS } from './icon-paths';

/** Where any Bootstrap Icons name not inlined below is found (copied at build time). */
export const ICON_SPRITE_URL = '/icons.svg';

/** The icons off the first load: fetched once, the first time one of them is drawn. */
let moreIcons: Record<string, string> | undefined;
let loadingMore: Promise<void> | undefined;
const loadMoreIcons = () =>
  (loadingMore ??= import('./icon-paths-more').then((module) => {
    moreIcons = module.MORE_ICON_PATHS;
  }));

interface IconProps {
  /** A Bootstrap Icons name, e.g. `geo-alt` (categories send theirs from the API). */
  name: string;
  className?: string;
}

function Glyph({ name }: { name: string }) {
  const paths = ICON_PATHS[name] ?? moreIcons?.[name];
  const [, setLoaded] = useState(moreIcons !== undefined);
  const waiting = paths === undefined && moreIcons === undefined;
  useEffect(() => {
    if (waiting) void loadMoreIcons().then(() => setLoaded(true));
  }, [waiting]);
  if (paths !== undefined)
    return (
      <svg
        viewBox="0 0 16 16"
        fill="currentColor"
        focusable="false"
        dangerouslySetInnerHTML={{ __html: paths }}
      />
    );
  // An empty box of the icon's size while the second module comes: nothing moves when it does.
  if (waiting) return <svg viewBox="0 0 16 16" focusable="false" />;
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" focusable="false">
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}

/**
 * A Bootstrap Icons glyph as inline SVG (no icon font): a decoration, hidden from assistive
 * technology. Keeps the `bi bi-{name}` classes on its `<i>` so styles sized by font-size and
 * colored by `color` apply as before. The first load's icons are in the entry, the app's others
 * in a module fetched when first drawn (docs/product.md#first-load);
 * any other name is drawn from the sprite, fetched once and cached, never render-blocking.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <i className={`bi bi-${name}${className ? ` ${className}` : ''}`} aria-hidden="true">
      <Glyph name={name} />
    </i>
  );
}
