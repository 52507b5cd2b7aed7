-- btree_gin lets one GIN index hold a product's category beside its words (migration 0022, decision 020).
CREATE EXTENSION IF NOT EXISTS btree_gin;
