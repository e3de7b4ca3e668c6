-- Links between a database's tables (a junction table per link, made by the service), and the
-- lookups and rollups that read through them.

ALTER TYPE "DbColumnType" ADD VALUE 'link';
ALTER TYPE "DbColumnType" ADD VALUE 'lookup';
ALTER TYPE "DbColumnType" ADD VALUE 'rollup';
