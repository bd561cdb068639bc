import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../../../../hooks/use-near-viewport';
import type { AreaMap as AreaMapData } from '../map/area-map';

/**
 * The Leaflet map of the advert's area. Leaflet is fetched only when the map comes near the
 * viewport, so neither the first paint nor the page's first download carries it. Offline it
 * stays quiet: a line says the tiles are missing, the address card beside it still reads.
 * See docs/decisions/0009-web-map.md.
 */
export function AreaMap({ area }: { area: AreaMapData }) {
  const [nearRef, near] = useNearViewport<HTMLElement>();
  const canvas = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!near || !element) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    import('../map/draw-area-map')
      .then(({ drawAreaMap }) => {
        if (cancelled) return;
        remove = drawAreaMap(element, area, () => setProblem('Map tiles could not be loaded.'));
      })
      .catch(() => {
        if (!cancelled) setProblem('The map could not be loaded.');
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [near, area]);

  return (
    <figure className="area-map" ref={nearRef}>
      <div ref={canvas} className="area-map__canvas" role="region" aria-label={area.label} />
      {problem ? (
        <p className="area-map__problem" role="status">
          {problem}
        </p>
      ) : null}
      <figcaption className="area-map__caption">
        The circle marks {area.area}, not the property&apos;s exact position.
      </figcaption>
    </figure>
  );
}
