/**
 * Synthetic map centres for the generated places: each country around a real-looking anchor,
 * its cities on a grid 0.7° apart, a city's districts on a ring 0.05° around it. Countries are
 * bounded half a degree beyond their outermost district.
 */
/** Anchors in the order of vocab.mjs's PLACES (Türkiye, España, Portugal, France, Deutschland, Greece, UK). */
const ANCHORS = [
  [39.0, 30.0],
  [40.0, -3.7],
  [39.5, -8.0],
  [46.5, 2.5],
  [51.0, 10.0],
  [39.0, 22.0],
  [52.5, -1.5],
];

export function placeCentres(places) {
  const anchor = (countryIndex) => ANCHORS[countryIndex % ANCHORS.length];
  const city = (countryIndex, rank) => {
    const [lat, lng] = anchor(countryIndex);
    return [lat + Math.floor(rank / 4) * 0.7 - 1, lng + (rank % 4) * 0.7 - 1];
  };
  const district = (countryIndex, rank, index) => {
    const [lat, lng] = city(countryIndex, rank);
    const angle = (2 * Math.PI * index) / 7;
    const r = index === 0 ? 0 : 0.05;
    return [+(lat + r * Math.sin(angle)).toFixed(5), +(lng + r * 1.3 * Math.cos(angle)).toFixed(5)];
  };
  const bounds = places.map(([, , list], countryIndex) => {
    const points = list.flatMap(([, districts], rank) =>
      districts.map((_, i) => district(countryIndex, rank, i)),
    );
    const lats = points.map((p) => p[0]);
    const lngs = points.map((p) => p[1]);
    return [
      Math.min(...lngs) - 0.5,
      Math.min(...lats) - 0.5,
      Math.max(...lngs) + 0.5,
      Math.max(...lats) + 0.5,
    ].map((v) => +v.toFixed(4));
  });
  return { city, district, bounds };
}
