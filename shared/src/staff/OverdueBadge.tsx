import staffStyles from './staff.module.css';

/** "Overdue" as words and a mark, never colour alone. */
export function OverdueBadge({ label }: { readonly label: string }) {
  return (
    <strong className={staffStyles.overdue}>
      <span aria-hidden="true">⚠ </span>
      {label}
    </strong>
  );
}
