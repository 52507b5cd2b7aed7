-- Every order rewrites its products' stock and version. Those columns are in no index, so PostgreSQL can write the
-- new row version beside the old one and update no index at all (a HOT update) if the page has room; a full page
-- sends it elsewhere and every one of the products' indexes (eleven, two of them GIN) gets an entry. Pages filled
-- to 80% keep that room (bench:payments, issue 25).
ALTER TABLE "products" SET (fillfactor = 80);
