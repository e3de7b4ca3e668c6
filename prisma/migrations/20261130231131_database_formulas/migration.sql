-- Formula columns: an expression over the table's columns, read by SQL compiled from it (no stored values).
ALTER TYPE "DbColumnType" ADD VALUE 'formula';
