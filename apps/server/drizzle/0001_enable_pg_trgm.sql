-- The catalogue's 'contains' search is served by trigram indexes (next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
