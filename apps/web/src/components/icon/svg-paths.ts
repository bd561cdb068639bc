/** One `<path>` of a Bootstrap icon, as React draws it. */
export interface SvgPath {
  d: string;
  fillRule?: 'evenodd' | 'nonzero';
}

const PATH = /<path\b([^>]*)\/>/g;
const parsed = new Map<string, readonly SvgPath[]>();

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * The paths of an icon's markup (`<path d="…"/>`, with `fill-rule` on some), read once per icon.
 * Drawn as elements rather than set as inner HTML: the browser parsed an HTML fragment for every
 * icon on the page, a tenth of a slow phone's first render of the property list.
 */
export function svgPaths(markup: string): readonly SvgPath[] {
  let paths = parsed.get(markup);
  if (!paths) {
    paths = [...markup.matchAll(PATH)].map(([, attributes = '']) => {
      const fillRule = attribute(attributes, 'fill-rule');
      return {
        d: attribute(attributes, 'd') ?? '',
        ...(fillRule === 'evenodd' || fillRule === 'nonzero' ? { fillRule } : {}),
      };
    });
    parsed.set(markup, paths);
  }
  return paths;
}
