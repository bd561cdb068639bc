-- Trigram indexes back the case- and accent-insensitive text searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
