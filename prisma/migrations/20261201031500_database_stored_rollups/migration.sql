-- Stored rollups of the database generator (modules/database-generator/server/stored-rollups.ts):
-- each rollup's triggers (on its link's junction and on the linked table) run this function with the
-- name of their transition table and the statement that computes the rollup again for the records it
-- names. The statement is written by the module from ids only (never from what people type). A
-- statement that touched no row (a trigger of a refresh that changed nothing) runs nothing.
CREATE OR REPLACE FUNCTION suite_db_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', TG_ARGV[0]) INTO touched;
  IF touched THEN
    EXECUTE TG_ARGV[1];
  END IF;
  RETURN NULL;
END
$$;
