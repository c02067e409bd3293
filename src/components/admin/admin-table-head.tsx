/** The header row of an admin table: the named columns, then a right-aligned Actions column. */
export function AdminTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-muted text-xs tracking-wide uppercase">
      <tr>
        {columns.map((h) => (
          <th key={h} scope="col" className="px-4 py-3 font-semibold">
            {h}
          </th>
        ))}
        <th scope="col" className="px-4 py-3 text-right font-semibold">
          Actions
        </th>
      </tr>
    </thead>
  );
}
