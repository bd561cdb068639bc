/**
 * Typed keys for every category (Bedrooms, Bathrooms, Area in m²) and a value of each for every
 * advert, so the typed filters of GET /adverts (filter[keyId]=3..5) are measured on real rows.
 */
export const typedValuesSql = `
WITH keys AS (
  INSERT INTO category_property_keys (category_id, name, seq, type, unit, min_value, max_value)
  SELECT c.id, k.name, k.seq, 'number', k.unit, 0, k.max
  FROM categories c,
       (VALUES ('Bedrooms', 1, 'rooms', 50), ('Bathrooms', 2, 'rooms', 50),
               ('Area (m²)', 3, 'm²', 100000)) AS k(name, seq, unit, max)
  RETURNING id, category_id, name)
INSERT INTO property_values (advert_id, key_id, value, number_value, listed, city_id,
  district_id, advert_type_id)
SELECT s.advert_id, s.key_id, s.v::text, s.v, s.listed, s.city_id, s.district_id,
  s.advert_type_id
FROM (
  -- random() in the select list: drawn for each row (in a lateral join it was drawn once).
  -- The advert's copies the triggers keep (they are off during the load).
  SELECT a.id AS advert_id, k.id AS key_id, a.status = 1 AND a.is_active AS listed, a.city_id,
    a.district_id, a.advert_type_id,
    CASE k.name WHEN 'Bedrooms' THEN 1 + floor(random() * 6)
                WHEN 'Bathrooms' THEN 1 + floor(random() * 3)
                ELSE 30 + floor(random() * 270) END AS v
  FROM adverts a JOIN keys k ON k.category_id = a.category_id) s`;
