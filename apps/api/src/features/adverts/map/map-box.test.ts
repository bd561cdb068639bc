import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bbox } from '@estate/contracts';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { mapBoxOf } from './map-box';
import { cellRange, CELL_LEVELS_PER_ZOOM } from './map-cells';

/** A city box (İzmir) at zoom 10, and the same box moved by a few metres. */
const CITY: Bbox = [26.9, 38.3, 27.3, 38.55];
const MOVED: Bbox = [26.90004, 38.30003, 27.30002, 38.55004];

const covers = (outer: Bbox, inner: Bbox) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

describe('map boxes rounded to their zoom’s cells (docs/product.md#map-search)', () => {
  it('gives nearby boxes one box, which covers each and touches the same cells', () => {
    const a = mapBoxOf(CITY, 10);
    expect(mapBoxOf(MOVED, 10)).toEqual(a);
    expect(covers(a, CITY)).toBe(true);
    expect(covers(a, MOVED)).toBe(true);
    const level = 10 + CELL_LEVELS_PER_ZOOM;
    expect(cellRange(a, level)).toEqual(cellRange(CITY, level));
    // Rounded to six decimals, as keys and answers are written.
    for (const v of a) expect(Math.round(v * 1e6) / 1e6).toBe(v);
  });

  it('keeps a box that is already on the grid, and the poles beyond Web Mercator', () => {
    const a = mapBoxOf(CITY, 10);
    expect(mapBoxOf(a, 10)).toEqual(a);
    expect(mapBoxOf([-180, -90, 180, 90], 0)).toEqual([-180, -90, 180, 90]);
  });

  it('refuses a box far wider than any screen at its zoom', () => {
    expect(() => mapBoxOf([20, 30, 40, 45], 10)).toThrow(
      'The map area is too large for zoom 10: zoom out or show a smaller area.',
    );
    expect(() => mapBoxOf([20, 30, 40, 45], 5)).not.toThrow();
  });
});

describe('GET /adverts/map with rounded boxes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COSTLY_READS_PER_MINUTE: 2 });
  });
  afterAll(() => t?.close());

  const map = (box: Bbox, zoom: number, extra = '') =>
    call(t, {
      method: 'GET',
      url: `/api/adverts/map?bbox=${box.join(',')}&zoom=${zoom}${extra}`,
      remoteAddress: '10.8.0.1',
    });

  it('answers boxes a few metres apart from one kept answer: no more costly reads', async () => {
    const first = await map(CITY, 10, '&price_end=300000');
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const box = MOVED.map((v) => v + i * 1e-5) as unknown as Bbox;
      const again = await map(box, 10, '&price_end=300000');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
    }
  });

  it('answers a box over the limits with a 400 that says what to do, in Turkish too', async () => {
    const res = await map([20, 30, 40, 45], 10);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The map area is too large for zoom 10: zoom out or show a smaller area.',
    );
    const tr = await call(t, {
      method: 'GET',
      url: '/api/adverts/map?bbox=20,30,40,45&zoom=10',
      headers: { 'accept-language': 'tr' },
    });
    expect(tr.json().message).toBe(
      'Harita alanı 10 yakınlaştırması için çok büyük: uzaklaştırın veya daha küçük bir alan gösterin.',
    );
  });
});
