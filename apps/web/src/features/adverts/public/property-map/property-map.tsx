import type { AdvertMap, MapMarker } from '@estate/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../../components/icon/icon';
import { paths } from '../../../../lib/paths';
import { formatPrice, type AdvertSearchParams } from '../../shared';
import { useAdvertMap, type MapView } from './advert-map-query';
import type { MapHighlight, ResultsMap } from './draw-results-map';
import { usePropertiesT, type PropertiesTextKey } from '../texts';

// The English texts, for the tests that look for them (the page draws them from `properties`).
export const SEARCH_AREA = 'Search this area';
export const CLEAR_AREA = 'Show the whole map';
export const TILES_MISSING = 'Map tiles could not be loaded; the properties are still shown.';

type PropertiesT = ReturnType<typeof usePropertiesT>;

/** What the map's answer amounts to, in words. */
function summaryOf(answer: AdvertMap | undefined, t: PropertiesT): string {
  if (!answer) return t('mapLoading');
  const count = answer.total;
  if (count === 0) return t('mapNone');
  return answer.capped ? t('mapCapped', { count }) : t('mapCount', { count });
}

/** The small card of a marker: picture, price, title and a link to the advert. */
function MarkerCard({ marker, onClose }: { marker: MapMarker; onClose: () => void }) {
  const t = usePropertiesT();
  return (
    <article className="map-card" aria-label={marker.title}>
      {marker.url ? (
        <img className="map-card__picture" src={marker.url} alt="" loading="lazy" />
      ) : (
        <div className="map-card__picture map-card__picture--none" aria-hidden="true">
          <Icon name="house" />
        </div>
      )}
      <div className="map-card__body">
        <p className="map-card__price">{formatPrice(marker.price, marker.currency)}</p>
        <h3 className="map-card__title">
          <Link to={paths.property(marker.slug)}>{marker.title}</Link>
        </h3>
      </div>
      <button
        type="button"
        className="btn-close map-card__close"
        aria-label={t('close')}
        onClick={onClose}
      />
    </article>
  );
}

interface PropertyMapProps {
  /** The list's search (filters, and the area when one is chosen). */
  params: AdvertSearchParams;
  onSearchArea: (bbox: string) => void;
  onClearArea: () => void;
  /** The advert whose card is pointed at or focused (beside the list). */
  highlighted?: MapHighlight | null;
  /** A price pin is pointed at or focused (its advert id), or left (null). */
  onHover?: (advertId: number | null) => void;
}

/**
 * The Map view of /properties (docs/product.md#map-search): clusters from the server when zoomed
 * out, price pins when zoomed in or few, each opening a small card. Leaflet loads on demand; the
 * pins are drawn without tiles too.
 */
export function PropertyMap({
  params,
  onSearchArea,
  onClearArea,
  highlighted = null,
  onHover,
}: PropertyMapProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const drawn = useRef<ResultsMap | undefined>(undefined);
  const fitted = useRef(params.bbox !== undefined);
  const [view, setView] = useState<MapView>();
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const [problem, setProblem] = useState<PropertiesTextKey | null>(null);
  const t = usePropertiesT();
  // The map is drawn once; its cluster labels read the texts of the language in force.
  const texts = useRef(t);
  const hover = useRef(onHover);
  useEffect(() => {
    texts.current = t;
    hover.current = onHover;
  }, [t, onHover]);
  const answer = useAdvertMap(params, view);
  const startArea = useRef(params.bbox);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    import('./draw-results-map')
      // Drawn in a task after the map library's own start: one long task on a slow phone was two
      // (docs/product.md#first-load).
      .then((module) => new Promise<typeof module>((resolve) => setTimeout(resolve, 0, module)))
      .then(({ drawResultsMap }) => {
        if (cancelled) return;
        drawn.current = drawResultsMap(element, startArea.current, {
          onView: setView,
          onSelect: setSelected,
          onTileError: () => setProblem('tilesMissing'),
          onHover: (id) => hover.current?.(id),
          clusterTitle: (count) => texts.current('clusterTitle', { count }),
          clusterAlt: (count) => texts.current('clusterAlt', { count }),
        });
      })
      .catch(() => !cancelled && setProblem('mapFailed'));
    return () => {
      cancelled = true;
      drawn.current?.remove();
      drawn.current = undefined;
    };
  }, []);

  const data = answer.data;
  useEffect(() => {
    if (!data || !drawn.current) return;
    drawn.current.show(data);
    if (!fitted.current) {
      fitted.current = true;
      drawn.current.fitTo(data);
    }
  }, [data]);
  useEffect(() => drawn.current?.outline(params.bbox), [params.bbox, view]);
  // `view` too: the first highlight may come before the map is drawn.
  useEffect(() => drawn.current?.highlight(highlighted), [highlighted, view]);

  return (
    <section className="results-map" aria-label={t('mapLabel')}>
      <div className="results-map__bar">
        <p className="results-map__summary" role="status" data-shown={data ? 'map' : undefined}>
          {answer.error ? t('mapFailed') : summaryOf(data, t)}
        </p>
        <div className="results-map__actions">
          {params.bbox ? (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={onClearArea}
            >
              {t('clearArea')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!view}
            onClick={() => view && onSearchArea(view.bbox)}
          >
            <Icon name="search" /> {t('searchArea')}
          </button>
        </div>
      </div>
      <div className="results-map__frame">
        <div ref={canvas} className="results-map__canvas" data-testid="results-map" />
        {selected ? <MarkerCard marker={selected} onClose={() => setSelected(null)} /> : null}
      </div>
      {problem ? (
        <p className="results-map__problem" role="status">
          {t(problem)}
        </p>
      ) : null}
    </section>
  );
}
