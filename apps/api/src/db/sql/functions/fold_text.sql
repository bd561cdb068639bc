-- The SQL twin of foldText (src/lib/text.ts): lower case without accents, Turkish letters folded
-- ("İlker Işık" → "ilker isik", "Chamartín" → "chamartin"). A back-office search folds its column
-- with this and its query with foldText, so both sides are folded one way (docs/product.md#search).
-- The marks removed after NFKD are those of Latin, Greek, Cyrillic, Hebrew and Arabic letters and
-- of kana; fold_text.test.ts checks that both folds agree. An index built on this function must
-- be rebuilt (REINDEX) when it changes.
CREATE OR REPLACE FUNCTION fold_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(
    normalize(
      replace(replace(replace(replace(
        translate(input, 'İIıøØłŁ', 'iiiooll'), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'),
      NFKD),
    '[\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\u3099\u309A\uFE20-\uFE2F]+',
    '', 'g'))
$$;
