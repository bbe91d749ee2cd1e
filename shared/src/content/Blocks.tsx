import { Link, buildPath, hasPage, useLocale, type ContentBlock } from '@ksei/shared';
import { FileList } from './FileList.js';
import { formatDate } from './format.js';
import styles from './content.module.css';

/** Renders a page's structured blocks (`ContentPage.blocks`) with the site's typography. */
export function Blocks({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  const locale = useLocale();
  return (
    <div className={styles.prose}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list': {
            const items = block.items.map((item, i) => <li key={i}>{item}</li>);
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
          case 'table':
            return (
              <div key={index} className={styles.tableWrap}>
                <table className={styles.table}>
                  {block.caption ? <caption>{block.caption}</caption> : null}
                  <thead>
                    <tr>
                      {block.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) => (
                          <td key={c}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'timeline':
            return (
              <ol key={index} className={styles.timeline}>
                {block.items.map((item) => (
                  <li key={item.date + item.title}>
                    <p className={styles.timelineDate}>
                      {/^\d{4}-\d{2}-\d{2}$/.test(item.date) ? formatDate(item.date, locale) : item.date}
                    </p>
                    <h3>{item.title}</h3>
                    {item.text ? <p>{item.text}</p> : null}
                  </li>
                ))}
              </ol>
            );
          case 'callout':
            return (
              <p key={index} className={styles.callout} data-tone={block.tone}>
                {block.text}
              </p>
            );
          case 'files':
            return <FileList key={index} files={block.files} />;
          case 'pageLink':
            // Content may name a page a later release removed: its text stays, without a dead link.
            if (!hasPage(block.pageId)) return <p key={index}>{block.text}</p>;
            return (
              <p key={index}>
                <Link to={buildPath(block.pageId, locale, block.params)}>{block.text}</Link>
              </p>
            );
        }
      })}
    </div>
  );
}
