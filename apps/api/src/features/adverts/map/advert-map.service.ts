import type { AdvertMap, AdvertMapQuery, MapCluster, MapMarker } from '@estate/contracts';
import type { Db } from '../../../db/client';
import { imageUrls } from '../../../lib/images/advert-images';
import type { FileStorage } from '../../../lib/storage';
import type { Search, SearchFilters, Viewer } from '../../search';
import {
  cellsAnswer,
  createAdvertMapRepository,
  type CellRow,
  type MarkerRow,
} from './advert-map.repository';
import { mapBoxOf } from './map-box';
import { cellBox, cellX, cellY, levelFor, STORED_LEVELS } from './map-cells';

/** From this zoom on the map shows single markers only (a street or two in view). */
export const MARKER_ZOOM = 18;
/** A box with at most this many adverts is answered from the adverts themselves (see `fewOf`). */
export const MAX_MARKERS = 150;
/**
 * Live grouping (filters the kept cells lack) reads at most this many adverts per answer: the
 * work of a typed filter grows with it (one index probe per advert of the box), and past it the
 * map says "zoom in for all of them" (docs/decisions/0036-map-clusters.md).
 */
export const LIVE_GROUPING_CAP = 3_000;
/**
 * With a typed filter each advert read costs an index probe more and only the matching ones
 * count, so the cap is halved to keep its p95 within the map's 100 ms (decision 0036).
 */
export const TYPED_GROUPING_CAP = 1_500;

/** How many adverts live grouping may read for these filters. */
export const groupingCapOf = (filters: SearchFilters): number =>
  filters.properties.length > 0 ? TYPED_GROUPING_CAP : LIVE_GROUPING_CAP;

/**
 * Whether a map question asks for what the kept cells lack (a price bound or currency, typed
 * filters, words, a district, an agency): answered by live grouping, a heavy read in the costly
 * read budget (docs/decisions/0054-costly-read-budget.md). Markers (zoomed in) read few adverts.
 */
export const asksLiveGrouping = (query: AdvertMapQuery): boolean =>
  query.zoom < MARKER_ZOOM &&
  (query.price_start !== undefined ||
    query.price_end !== undefined ||
    query.currency !== undefined ||
    query.q !== undefined ||
    query.district !== undefined ||
    query.agency !== undefined ||
    Object.keys(query.filter ?? {}).length > 0);

export interface AdvertMapDeps {
  db: Db;
  storage: FileStorage;
  /** Reads the filters as the list does, typed ones included. */
  search: Pick<Search, 'searchOf'>;
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The map of the advert search (docs/product.md#map-search, docs/decisions/0036-map-clusters.md):
 * clusters per cell from the trigger-kept advert_map_cells when the filters are ones the cells
 * know, from live grouping (capped) otherwise; markers when zoomed in or few.
 */
export function createAdvertMapService({ db, storage, search }: AdvertMapDeps) {
  const repo = createAdvertMapRepository(db);

  const toMarker = (row: MarkerRow): MapMarker => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    price: Number(row.price),
    currency: row.currency,
    url: row.image_key ? imageUrls(storage, row.image_key).card : null,
    latitude: round(row.latitude),
    longitude: round(row.longitude),
  });

  const toCluster =
    (level: number) =>
    (row: CellRow): MapCluster => {
      const n = Number(row.n);
      return {
        count: n,
        latitude: round(row.latitude_sum / n),
        longitude: round(row.longitude_sum / n),
        bbox: [...cellBox(row.cell_x, row.cell_y, level)],
      };
    };

  async function markersOf(filters: SearchFilters, zoom: number): Promise<AdvertMap> {
    const rows = await repo.markers(filters, MAX_MARKERS + 1);
    const markers = rows.slice(0, MAX_MARKERS).map(toMarker);
    const capped = rows.length > MAX_MARKERS;
    return { zoom, total: markers.length, capped, clusters: [], markers };
  }

  /**
   * Few adverts in the box: read them all, then a cell holding one shows it as a marker and a
   * cell holding several as a cluster, so pins never pile up when zoomed out.
   */
  async function fewOf(filters: SearchFilters, zoom: number, level: number): Promise<AdvertMap> {
    const rows = await repo.markers(filters, MAX_MARKERS);
    const cells = new Map<string, MarkerRow[]>();
    for (const row of rows) {
      const key = `${cellX(row.longitude, level)}:${cellY(row.latitude, level)}`;
      cells.set(key, [...(cells.get(key) ?? []), row]);
    }
    const answer: AdvertMap = {
      zoom,
      total: rows.length,
      capped: false,
      clusters: [],
      markers: [],
    };
    for (const group of cells.values()) {
      if (group.length === 1) answer.markers.push(toMarker(group[0]!));
      else
        answer.clusters.push(
          toCluster(level)({
            cell_x: cellX(group[0]!.longitude, level),
            cell_y: cellY(group[0]!.latitude, level),
            n: group.length,
            latitude_sum: group.reduce((sum, r) => sum + r.latitude, 0),
            longitude_sum: group.reduce((sum, r) => sum + r.longitude, 0),
          }),
        );
    }
    return answer;
  }

  return {
    /** The question as answered: the box grown to its zoom's cells (400 when far too large). */
    asked: (query: AdvertMapQuery): AdvertMapQuery => ({
      ...query,
      bbox: mapBoxOf(query.bbox, query.zoom),
    }),

    async map(query: AdvertMapQuery, viewer?: Viewer): Promise<AdvertMap> {
      const { filters, matchesNothing } = await search.searchOf(query, viewer);
      const { bbox, zoom } = query;
      if (matchesNothing) return { zoom, total: 0, capped: false, clusters: [], markers: [] };
      if (zoom >= MARKER_ZOOM) return markersOf(filters, zoom);
      const level = Math.max(levelFor(bbox, zoom), STORED_LEVELS.min);
      const kept = cellsAnswer(filters) && level <= STORED_LEVELS.max;
      const cap = groupingCapOf(filters);
      const rows = kept
        ? await repo.keptCells({ ...filters, bbox }, level)
        : await repo.liveCells(filters, level, cap);
      const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
      const capped = !kept && total >= cap;
      if (!capped && total <= MAX_MARKERS) return fewOf(filters, zoom, level);
      return { zoom, total, capped, clusters: rows.map(toCluster(level)), markers: [] };
    },
  };
}

export type AdvertMapService = ReturnType<typeof createAdvertMapService>;
