import { z } from 'zod';
import { advertSearchQuerySchema } from './adverts';
import { requiredBboxQuerySchema } from './bbox';
import { emptyAsUndefined } from './common';

export const MAP_POINT_MESSAGES = {
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
  outsideCountry: 'The map point is outside the chosen country: move the pin into it',
} as const;

/** An advert's map point (WGS 84 degrees), set with the pin of the advert forms. */
export const mapPointSchema = z.object({
  latitude: z
    .number({ error: MAP_POINT_MESSAGES.latitude })
    .min(-90, MAP_POINT_MESSAGES.latitude)
    .max(90, MAP_POINT_MESSAGES.latitude),
  longitude: z
    .number({ error: MAP_POINT_MESSAGES.longitude })
    .min(-180, MAP_POINT_MESSAGES.longitude)
    .max(180, MAP_POINT_MESSAGES.longitude),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** Map zooms as the web map counts them (0: the world in one 256-pixel tile). */
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 20;
const ZOOM_MESSAGE = `zoom must be a whole number from ${MAP_MIN_ZOOM} to ${MAP_MAX_ZOOM}`;

/** GET /adverts/map: the box and zoom of the map, and the filters of GET /adverts. */
export const advertMapQuerySchema = advertSearchQuerySchema.safeExtend({
  bbox: requiredBboxQuerySchema,
  zoom: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: ZOOM_MESSAGE })
      .int(ZOOM_MESSAGE)
      .min(MAP_MIN_ZOOM, ZOOM_MESSAGE)
      .max(MAP_MAX_ZOOM, ZOOM_MESSAGE),
  ),
});
export type AdvertMapQuery = z.infer<typeof advertMapQuerySchema>;

const bboxTuple = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** Adverts grouped on the map: where, how many, and the box that shows them apart. */
export const mapClusterSchema = z.object({
  count: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** minLng, minLat, maxLng, maxLat: zooming to it splits the cluster. */
  bbox: bboxTuple,
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** One advert on the map, with what its small card shows. */
export const mapMarkerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  /** The price's currency (docs/product.md#prices). */
  currency: z.string(),
  /** The featured picture (card variant), or null. */
  url: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

/**
 * Clusters when zoomed out, markers when zoomed in; with few adverts in the box, a marker for
 * each alone in its cell and a cluster for the others. `total` counts the adverts of the cells in
 * view; `capped` says the box held more adverts than one answer groups or lists, so the figures
 * cover part of it.
 */
export const advertMapSchema = z.object({
  zoom: z.number().int(),
  total: z.number().int(),
  capped: z.boolean(),
  clusters: z.array(mapClusterSchema),
  markers: z.array(mapMarkerSchema),
});
export type AdvertMap = z.infer<typeof advertMapSchema>;
