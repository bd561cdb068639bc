/**
 * The calls measured against the API, with the request paths each one cycles through. Filter
 * values come from the running API itself (cities by size, categories, types, slugs), so the
 * mixes follow the data set's own skew.
 */
import { ADJECTIVES, FEATURES, NOUNS } from './vocab.mjs';

const LIST = '/api/adverts?';
const qs = (params) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`)
    .join('&');

/** Deterministic pseudo-random numbers, so two runs send the same requests. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function getJson(base, path) {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

const SALE_BOUNDS = [
  50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000,
  2_000_000,
];
const RENT_BOUNDS = [300, 500, 750, 1000, 1500, 2000, 3000, 5000];

export async function buildPlan(base, { requestsPerCall = 400, seed = 7 } = {}) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  /** Picks by weight: people look at big cities and popular categories more. */
  const pickWeighted = (list, weight) => {
    const total = list.reduce((s, x) => s + weight(x), 0);
    let r = rnd() * total;
    for (const x of list) {
      r -= weight(x);
      if (r <= 0) return x;
    }
    return list[list.length - 1];
  };

  const cities = await getJson(base, '/api/adverts/cities');
  const categories = await getJson(base, '/api/adverts/exp-proprety');
  const allCategories = (await getJson(base, '/api/categories?page=0&size=100')).content;
  const types = await getJson(base, '/api/advert-types');
  const categoryIds = categories.map((c) => ({
    id: allCategories.find((a) => a.slug === c.slug).id,
    weight: c.advertAmount,
  }));
  /** A category's number key by name (the generator gives every category Bedrooms and Area). */
  const keyOf = (categoryId, name) =>
    allCategories.find((c) => c.id === categoryId)?.properties.find((k) => k.name.startsWith(name))
      ?.id;
  const sale = types.find((t) => /sale/i.test(t.title)) ?? types[0];
  const rent = types.find((t) => /rent/i.test(t.title)) ?? types[1];
  const city = () => pickWeighted(cities, (c) => c.amount).id;
  const category = () => pickWeighted(categoryIds, (c) => c.weight).id;
  /** Round bounds as people type them, and one range in five with a 3-digit odd bound. */
  const priceRange = (type) => {
    const bounds = type === rent.id ? RENT_BOUNDS : SALE_BOUNDS;
    const i = Math.floor(rnd() * (bounds.length - 1));
    const j = i + 1 + Math.floor(rnd() * Math.min(3, bounds.length - 1 - i));
    let lo = bounds[i];
    const hi = bounds[j];
    if (rnd() < 0.2) lo = Math.min(hi, Math.round(lo * (1 + rnd() * 0.4) * 100) / 100);
    return { price_start: lo, price_end: hi };
  };
  const page = (extra, { size = 10, sort = 'title', type = 'DESC', page: p = 0 } = {}) =>
    LIST + qs({ page: p, size, sort, type, status: 1, ...extra });
  const many = (make) => Array.from({ length: requestsPerCall }, make);

  const slugs = [];
  const advertIds = [];
  for (let p = 0; p < 5; p++) {
    const res = await getJson(base, `${LIST}page=${p}&size=100&sort=createAt&type=DESC`);
    slugs.push(...res.content.map((a) => a.slug));
    advertIds.push(...res.content.map((a) => a.id));
  }
  /** The typed search: category, city, bedrooms ≥ 3 and area 80–120 m². */
  const typedSearch = () => {
    const categoryid = category();
    return page({
      categoryid,
      city: city(),
      [`filter[${keyOf(categoryid, 'Bedrooms')}]`]: '3..',
      [`filter[${keyOf(categoryid, 'Area')}]`]: '80..120',
    });
  };

  const words = [
    ...FEATURES.flatMap(([en, tr]) => [en, tr]),
    ...NOUNS.flatMap(([en, tr]) => [en, tr]),
    ...ADJECTIVES,
    ...cities.slice(0, 15).map((c) => c.cityName),
    'Kadıköy',
    'Beşiktaş',
    'Satılık',
    'kiralık',
  ].map((w) => w.toLowerCase());
  const prefixes = (min, max) =>
    words
      .flatMap((w) => w.split(/\s+/))
      .filter((w) => w.length >= min)
      .map((w) => w.slice(0, min + Math.floor(rnd() * (max - min + 1))));
  const suggest = (q, extra = {}) =>
    LIST +
    qs({
      page: 0,
      size: 20,
      sort: 'title',
      type: 'DESC',
      q,
      categoryid: '',
      advert_type_id: '',
      ...extra,
    });
  // The home box asks for places (cities and districts with their counts) beside the adverts.
  const places = (q, extra = {}) =>
    '/api/adverts/places?' + qs({ q, categoryid: '', advert_type_id: '', ...extra });
  // The home box sends the chosen type radio button one time in three.
  const typeChoice = () => (rnd() < 0.33 ? { advert_type_id: pick([sale.id, rent.id]) } : {});

  return [
    { name: 'list: no filter', group: 'list', paths: [page({})] },
    { name: 'list: category', group: 'list', paths: many(() => page({ categoryid: category() })) },
    { name: 'list: city', group: 'list', paths: many(() => page({ city: city() })) },
    {
      name: 'list: type+category+city',
      group: 'list',
      paths: many(() =>
        page({ advert_type_id: pick([sale.id, rent.id]), categoryid: category(), city: city() }),
      ),
    },
    {
      name: 'list: price range',
      group: 'list',
      paths: many(() => {
        const type = pick([sale.id, rent.id]);
        return page({ advert_type_id: type, ...priceRange(type) });
      }),
    },
    {
      name: 'list: price range+city',
      group: 'list',
      paths: many(() => {
        const type = pick([sale.id, rent.id]);
        return page({ advert_type_id: type, city: city(), ...priceRange(type) });
      }),
    },
    {
      // A bound in a currency other than the site's, sorted by price: every advert's price is
      // compared converted (docs/product.md#prices), four currencies in the data set.
      name: 'list: price range in EUR/GBP/TRY, by price',
      group: 'list',
      paths: many(() => {
        const type = pick([sale.id, rent.id]);
        const extra = { advert_type_id: type, currency: pick(['EUR', 'GBP', 'TRY']) };
        const range = priceRange(type);
        const rate = { EUR: 1, GBP: 1, TRY: 40 }[extra.currency];
        const bounds = { price_start: range.price_start * rate, price_end: range.price_end * rate };
        return page(
          { ...extra, ...(rnd() < 0.5 ? {} : { city: city() }), ...bounds },
          {
            sort: 'price',
            type: pick(['ASC', 'DESC']),
          },
        );
      }),
    },
    {
      name: 'list: sort price ASC',
      group: 'list',
      paths: many(() => page(rnd() < 0.5 ? {} : { city: city() }, { sort: 'price', type: 'ASC' })),
    },
    {
      name: 'list: page 5',
      group: 'list',
      paths: many(() => page(rnd() < 0.5 ? {} : { categoryid: category() }, { page: 5 })),
    },
    { name: 'list: typed filters', group: 'list', paths: many(typedSearch) },
    {
      name: 'suggest: 1 letter',
      group: 'suggest',
      paths: many(() => suggest(pick(prefixes(1, 1)), typeChoice())),
    },
    {
      name: 'suggest: 2-3 letters',
      group: 'suggest',
      paths: many(() => suggest(pick(prefixes(2, 3)), typeChoice())),
    },
    {
      name: 'suggest: words',
      group: 'suggest',
      paths: many(() => suggest(pick(words), typeChoice())),
    },
    {
      name: 'suggest: places 1-3 letters',
      group: 'suggest',
      paths: many(() => places(pick(prefixes(1, 3)), typeChoice())),
    },
    {
      name: 'suggest: places words',
      group: 'suggest',
      paths: many(() => places(pick(words), typeChoice())),
    },
    {
      name: 'detail',
      group: 'detail',
      paths: slugs.map((s) => `/api/adverts/${encodeURIComponent(s)}`),
    },
    {
      name: 'detail: similar homes',
      group: 'detail',
      paths: advertIds.map((id) => `/api/adverts/similar/${id}`),
    },
    { name: 'home: cities', group: 'home', paths: ['/api/adverts/cities'] },
    { name: 'home: exp-proprety', group: 'home', paths: ['/api/adverts/exp-proprety'] },
    { name: 'home: popular/6', group: 'home', paths: ['/api/adverts/popular/6'] },
  ];
}
