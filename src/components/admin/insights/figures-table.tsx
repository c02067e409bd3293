import { Fragment, type ReactNode } from 'react';

import { ScrollingTableBox } from '../admin-table-head';

const cell = 'px-3 py-1.5';

export type FiguresRow = { key: string; header: ReactNode; cells: ReactNode[] };

/**
 * An insights table: a captioned table in a box that scrolls on its own on a phone, each row
 * named by its first cell, the figures after it right-aligned.
 */
export function FiguresTable(props: {
  /** The scrolling box's name, e.g. "Top queries, table". */
  label: string;
  caption: ReactNode;
  /** The row names' column, then one per figure. */
  columns: readonly ReactNode[];
  rows: readonly FiguresRow[];
  className?: string;
}) {
  return (
    <ScrollingTableBox label={props.label} className={props.className ?? 'mt-4'}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column, i) => (
              <th key={i} scope="col" className={`${cell} ${i ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cell} min-w-40 font-normal wrap-anywhere`}>
                {typeof row.header === 'string' ? (
                  <BreakAfterSlashes text={row.header} />
                ) : (
                  row.header
                )}
              </th>
              {row.cells.map((value, i) => (
                <td key={i} className={`${cell} text-right`}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTableBox>
  );
}

/** A path that wraps after its slashes on a narrow screen rather than within a word. */
function BreakAfterSlashes({ text }: { text: string }) {
  return text.split('/').map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? (
        <>
          /<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}
