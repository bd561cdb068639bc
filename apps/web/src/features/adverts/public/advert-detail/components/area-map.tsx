import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../../../../hooks/use-near-viewport';
import type { AreaMap as AreaMapData } from '../map/area-map';
import { useAdvertT, type AdvertTextKey } from '../texts';

/**
 * The Leaflet map of the advert's area. Leaflet is fetched only when the map comes near the
 * viewport, so neither the first paint nor the page's first download carries it. Offline it
 * stays quiet: a line says the tiles are missing, the address card beside it still reads.
 * See docs/decisions/0009-web-map.md.
 */
export function AreaMap({ area }: { area: AreaMapData }) {
  const [nearRef, near] = useNearViewport<HTMLElement>();
  const canvas = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<AdvertTextKey | null>(null);
  const t = useAdvertT();

  useEffect(() => {
    const element = canvas.current;
    if (!near || !element) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    import('../map/draw-area-map')
      .then(({ drawAreaMap }) => {
        if (cancelled) return;
        remove = drawAreaMap(element, area, () => setProblem('tilesMissing'));
      })
      .catch(() => {
        if (!cancelled) setProblem('mapFailed');
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
          {t(problem)}
        </p>
      ) : null}
      <figcaption className="area-map__caption">{t('circleMarks', { area: area.area })}</figcaption>
    </figure>
  );
}
