/**
 * Printing opens every closed `<details>` (a FAQ's answers) and closes them again afterwards: paper
 * cannot be clicked. Browsers with `::details-content` print them open from the print stylesheet alone;
 * this covers the others, and the page looks as it was once the dialog closes.
 */
export function openDetailsWhilePrinting(target: Window = window): () => void {
  let opened: HTMLDetailsElement[] = [];
  const before = (): void => {
    opened = [...target.document.querySelectorAll<HTMLDetailsElement>('details:not([open])')];
    for (const details of opened) details.open = true;
  };
  const after = (): void => {
    for (const details of opened) details.open = false;
    opened = [];
  };
  target.addEventListener('beforeprint', before);
  target.addEventListener('afterprint', after);
  return () => {
    target.removeEventListener('beforeprint', before);
    target.removeEventListener('afterprint', after);
  };
}
