/**
 * SQL that fills the adverts table with synthetic but realistic rows, all on the database side
 * (`INSERT … SELECT generate_series`). Each text is built twice from the same random picks: as
 * written, and folded the way the API folds (`foldText`), so `search_text` matches what the API
 * would have stored. The caller checks a sample against foldText afterwards.
 */
import {
  ABOUT,
  ADJECTIVES,
  CLOSINGS,
  FEATURES,
  LANDMARKS,
  NOUNS,
  OPENINGS,
  ROOMS,
} from './vocab.mjs';

const quote = (s) => `'${String(s).replace(/'/g, "''")}'`;
const textArray = (list) => `ARRAY[${list.map(quote).join(',')}]::text[]`;

/** An SQL expression builder that yields the written text or its folded form. */
function texts(fold) {
  const f = fold ?? ((s) => s);
  const lit = (s) => quote(f(s));
  const pick = (list, idx) => `(${textArray(list.map(f))})[${idx}]`;
  /** Template with {placeholders} → SQL concatenation of literals and the given expressions. */
  const template = (tpl, values) =>
    tpl
      .split(/(\{\w+\})/)
      .filter(Boolean)
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) return lit(part);
        const v = values[m[1]];
        if (!v) throw new Error(`no value for ${part}`);
        return v;
      })
      .join(' || ');
  const cases = (idx, list) =>
    `(CASE ${idx} ${list.map((e, i) => `WHEN ${i + 1} THEN ${e}`).join(' ')} END)`;

  const adj = pick(ADJECTIVES, 'r.adj');
  const noun = `(CASE WHEN r.tr_noun THEN ${pick(
    NOUNS.map((n) => n[1]),
    'r.ki',
  )} ELSE ${pick(
    NOUNS.map((n) => n[0]),
    'r.ki',
  )} END)`;
  const district = fold ? 'r.d_fnames[r.di]' : 'r.d_names[r.di]';
  const city = fold ? 'r.city_fname' : 'r.city_name';
  const area = `r.area::text`;
  // Offices, plots and shops are described by their area, homes by their rooms.
  const size = `(CASE WHEN r.ki IN (4, 5, 6) THEN ${area} || ${lit(' m²')} ELSE ${pick(
    ROOMS,
    'r.rooms',
  )} END)`;
  const featEn = pick(
    FEATURES.map((x) => x[0]),
    'r.feats[1]',
  );
  const featTr = pick(
    FEATURES.map((x) => x[1]),
    'r.feats[1]',
  );
  const deal = `(CASE WHEN r.rent THEN ${lit('Kiralık')} ELSE ${lit('Satılık')} END)`;
  const landmark = pick(LANDMARKS, 'r.landmark');

  const title = cases('r.tmpl', [
    `${adj} || ' ' || ${size} || ' ' || ${noun} || coalesce(${lit(' with ')} || ${featEn}, '') || ${lit(' in ')} || ${district}`,
    `${district} || ' ' || ${deal} || ' ' || ${size} || ' ' || ${noun} || coalesce(' ' || ${featTr}, '')`,
    `${adj} || ' ' || ${noun} || ${lit(' near ')} || ${landmark} || ', ' || ${city}`,
  ]);

  const opening = cases(
    'r.opening',
    OPENINGS.map((tpl) =>
      template(tpl, { adj: `lower(${adj})`, noun: `lower(${noun})`, area, district, city }),
    ),
  );
  const featureWords = (col) =>
    `array_to_string(ARRAY(SELECT (${textArray(FEATURES.map((x) => f(x[col])))})[j] FROM unnest(r.feats) j), ', ')`;
  const features = `(CASE WHEN cardinality(r.feats) = 0 THEN '' WHEN r.tr_features THEN ${lit(
    ' Özellikler: ',
  )} || ${featureWords(1)} || '.' ELSE ${lit(' Features: ')} || ${featureWords(0)} || '.' END)`;
  const floors = `(CASE WHEN r.ki = 1 THEN ${lit(' Floor ')} || r.floor || ${lit(' of ')} || (r.floor + r.floors_above) || '.' ELSE '' END)`;
  const distance = `' ' || r.minutes || ${lit(' minutes from ')} || ${landmark} || '.'`;
  const closing = `' ' || ${pick(CLOSINGS, 'r.closing')}`;
  const about = `' ' || ${pick(ABOUT, 'r.about1')} || ' ' || ${pick(ABOUT, 'r.about2')}`;
  const description = `${opening} || ${floors} || ${features} || ${about} || ${distance} || ${closing}`;
  return { title, description };
}

/**
 * One batch of adverts numbered `from`..`to`. Expects the temporary tables bench_city and
 * bench_cat (see dataset.mjs), the ids of the two advert types and the users' id range; the
 * caller runs `SELECT setseed(…)` first on the same connection so that data sets repeat.
 */
export function advertBatchSql({ from, to, cityCum, catCum, saleId, rentId, users, fold, points }) {
  const written = texts();
  const folded = texts(fold);
  const featureDraws = FEATURES.map(
    // Gardens and pools belong to houses, villas and farms more than to flats.
    ([, , p], j) =>
      `CASE WHEN random() < ${p} * (CASE WHEN k.i IN (2, 3, 7) AND ${j} IN (1, 2) THEN 2.5 ELSE 1 END) THEN ${j + 1} END`,
  ).join(', ');
  return `
INSERT INTO adverts (slug, title, description, price, currency, price_site, location, status, is_active, view_count,
  favorite_count, tour_request_count, advert_type_id, category_id, country_id, city_id,
  district_id, user_id, search_text, created_at, updated_at${points ? ', latitude, longitude' : ''})
SELECT
  left(regexp_replace(${folded.title}, '[^a-z0-9]+', '-', 'g'), 70) || '-' || r.n,
  ${written.title},
  ${written.description},
  r.price,
  r.currency,
  -- Triggers are off in bulk loads: the price in the site currency as adverts_price_site keeps it.
  round(r.price * r.rate, 2),
  r.d_names[r.di] || ', ' || r.city_name,
  r.status, r.active, r.views, r.favs, r.tours,
  CASE WHEN r.rent THEN ${rentId} ELSE ${saleId} END,
  r.category_id, r.country_id, r.city_id, r.d_ids[r.di], r.user_id,
  ${folded.title} || ' ' || ${folded.description},
  r.created_at, r.created_at${
    // Within about 2 km of the district's centre, denser near it.
    points
      ? `, r.d_lats[r.di] + 0.018 * r.spread * sin(r.angle),
  r.d_lngs[r.di] + 0.024 * r.spread * cos(r.angle)`
      : ''
  }
FROM (
  SELECT q.*,
    -- Log-normal prices per type, scaled by place and category, rounded as people round them,
    -- in the advert's currency (four, as docs/product.md#prices compares them).
    greatest(1, round(q.raw_price / xr.rate / q.step) * q.step)::numeric(14, 2) AS price, xr.rate
  FROM (
    SELECT p.*,
      CASE WHEN p.currency_u < 0.55 THEN 'USD' WHEN p.currency_u < 0.75 THEN 'EUR'
           WHEN p.currency_u < 0.9 THEN 'GBP' ELSE 'TRY' END AS currency,
      (CASE WHEN p.rent THEN 1200 ELSE 240000 END) * p.place_factor * p.cat_factor
        * exp((CASE WHEN p.rent THEN 0.45 ELSE 0.6 END) * p.z) AS raw_price,
      CASE WHEN p.rent THEN 50 WHEN p.round_u < 0.6 THEN 1000 WHEN p.round_u < 0.85 THEN 5000
           ELSE 10000 END AS step
    FROM (
      SELECT g.n, k.i AS ki, k.category_id, k.pf AS cat_factor,
        c.city_id, c.country_id, c.name AS city_name, c.fname AS city_fname, c.d_ids, c.d_names,
        c.d_fnames, c.place_factor, c.d_lats, c.d_lngs,
        sqrt(random()) AS spread, 2 * pi() * random() AS angle,
        1 + floor(random() * cardinality(c.d_ids))::int AS di,
        random() < k.rent_share AS rent,
        sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) AS z,
        random() AS round_u,
        random() AS currency_u,
        1 + floor(random() * ${ADJECTIVES.length})::int AS adj,
        1 + floor(random() * ${ROOMS.length})::int AS rooms,
        1 + floor(random() * 3)::int AS tmpl,
        1 + floor(random() * ${OPENINGS.length})::int AS opening,
        1 + floor(random() * ${CLOSINGS.length})::int AS closing,
        1 + floor(random() * ${ABOUT.length})::int AS about1,
        1 + floor(random() * ${ABOUT.length})::int AS about2,
        1 + floor(random() * ${LANDMARKS.length})::int AS landmark,
        random() < 0.3 AS tr_noun,
        random() < 0.35 AS tr_features,
        (CASE WHEN k.i = 5 THEN 300 + floor(random() * 5000)
              ELSE 45 + floor(random() * 260) END)::int AS area,
        1 + floor(random() * 12)::int AS floor,
        floor(random() * 8)::int AS floors_above,
        2 + floor(random() * 25)::int AS minutes,
        array_remove(ARRAY[${featureDraws}], NULL) AS feats,
        (CASE WHEN random() < 0.9 THEN 1 WHEN random() < 0.6 THEN 0 ELSE 2 END)::smallint AS status,
        random() < 0.97 AS active,
        floor(exp(random() * 7))::int - 1 AS views,
        floor(power(random(), 3) * 40)::int AS favs,
        floor(power(random(), 4) * 25)::int AS tours,
        ${users.first} + floor(random() * ${users.count})::int AS user_id,
        now() - random() * interval '730 days' AS created_at
      FROM (
        SELECT n, width_bucket(random(), ${cityCum}) AS ci, width_bucket(random(), ${catCum}) AS kb
        FROM generate_series(${from}, ${to}) n
      ) g
      JOIN bench_cat k ON k.i = g.kb
      JOIN bench_city c ON c.i = g.ci
    ) p
  ) q
  JOIN exchange_rates xr ON xr.currency = q.currency
) r`;
}
