import { ICON_PATHS } from './icon-paths';

/** Where any Bootstrap Icons name not inlined below is found (copied at build time). */
export const ICON_SPRITE_URL = '/icons.svg';

interface IconProps {
  /** A Bootstrap Icons name, e.g. `geo-alt` (categories send theirs from the API). */
  name: string;
  className?: string;
}

/**
 * A Bootstrap Icons glyph as inline SVG (no icon font): a decoration, hidden from assistive
 * technology. Keeps the `bi bi-{name}` classes on its `<i>` so styles sized by font-size and
 * colored by `color` apply as before. The icons the app names are inlined; any other name is
 * drawn from the sprite, fetched once and cached, never render-blocking.
 */
export function Icon({ name, className }: IconProps) {
  const paths = ICON_PATHS[name];
  return (
    <i className={`bi bi-${name}${className ? ` ${className}` : ''}`} aria-hidden="true">
      {paths !== undefined ? (
        <svg
          viewBox="0 0 16 16"
          fill="currentColor"
          focusable="false"
          dangerouslySetInnerHTML={{ __html: paths }}
        />
      ) : (
        <svg viewBox="0 0 16 16" fill="currentColor" focusable="false">
          <use href={`${ICON_SPRITE_URL}#${name}`} />
        </svg>
      )}
    </i>
  );
}
