import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/**
 * A search of a few text columns: true when any of them holds `text`, in any case. lower() on both
 * sides makes it case-insensitive on SQLite and PostgreSQL alike; % and _ match literally.
 */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  text: string,
): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return eb.or(
    columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
  );
}
