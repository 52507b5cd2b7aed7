-- Trigram search (pg_trgm) backs every list search box with a GIN index instead of a full scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
