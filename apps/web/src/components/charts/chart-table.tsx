/**
 * A chart's figures as a table for screen readers: the chart itself is drawn, and its keyboard tooltip reads one
 * point at a time, so the whole series is here too.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    // The box is hidden, not the table: a table grows to its content whatever width it is given.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) => (
                // The first cell names the row; the cells of a row never repeat their column.
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed and in order
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
