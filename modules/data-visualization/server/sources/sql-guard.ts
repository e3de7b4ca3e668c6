import "server-only";
import { astVisitor, parse, type Statement } from "pgsql-ast-parser";

// What a connector's SQL editor accepts: exactly one SELECT (a VALUES, a UNION of SELECTs, or a WITH
// whose parts are all SELECTs), parsed (pgsql-ast-parser) rather than matched by patterns; no row
// locks, no SELECT INTO, and none of PostgreSQL's functions that act outside the query (sleeping
// past a moment, signalling or ending sessions, reading the server's files, changing settings,
// large objects, dblink). The run itself is also read-only and cut by a time-out (run-sql.ts), so
// this is the first of two guards, and the message says which rule a query broke.

export type SqlRefusal = "validation.sqlUnreadable" | "validation.sqlOneSelect" | "validation.sqlForbidden";

const FORBIDDEN_FUNCTIONS = [
  /^pg_sleep/,
  /^pg_(cancel|terminate)_backend$/,
  /^pg_reload_conf$/,
  /^pg_rotate_logfile$/,
  /^pg_(read|stat)_(binary_)?file$/,
  /^pg_ls_/,
  /^pg_advisory/,
  /^pg_notify$/,
  /^set_config$/,
  /^lo_/,
  /^dblink/,
  /^txid_current$/,
  /^nextval$/,
  /^setval$/,
  /^pg_create_/,
  /^pg_drop_/,
  /^pg_switch_wal$/,
  /^query_to_xml/,
  /^pg_logical_emit_message$/,
];

const READING = new Set(["select", "union", "union all", "values", "with", "with recursive"]);

function reads(statement: Statement): boolean {
  if (!READING.has(statement.type)) return false;
  if (statement.type === "select") return !statement.for && !("into" in statement && statement.into);
  if (statement.type === "union" || statement.type === "union all")
    return reads(statement.left) && reads(statement.right);
  if (statement.type === "with")
    return statement.bind.every((bound) => reads(bound.statement)) && reads(statement.in);
  if (statement.type === "with recursive") return reads(statement.bind) && reads(statement.in);
  return true;
}

/** Null when the text is one reading statement, else why it is refused. */
export function refuseSql(sql: string): SqlRefusal | null {
  let statements: Statement[];
  try {
    statements = parse(sql);
  } catch {
    return "validation.sqlUnreadable";
  }
  const [statement] = statements;
  if (statements.length !== 1 || !statement) return "validation.sqlOneSelect";
  if (!reads(statement)) return "validation.sqlOneSelect";
  let forbidden = false;
  const visitor = astVisitor((v) => ({
    call: (call) => {
      const name = call.function.name.toLowerCase();
      if (FORBIDDEN_FUNCTIONS.some((pattern) => pattern.test(name))) forbidden = true;
      v.super().call(call);
    },
  }));
  visitor.statement(statement);
  return forbidden ? "validation.sqlForbidden" : null;
}
