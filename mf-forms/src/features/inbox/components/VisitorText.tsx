/**
 * Text a visitor wrote (a name, an address, a subject, a message, a chronology, a note), isolated from
 * what surrounds it: a right-to-left override or a right-to-left script inside it reorders only its
 * own characters, never the words after it. `<bdi>` is isolated and takes its direction from its text.
 */
export function VisitorText({ children }: { readonly children: string }) {
  return <bdi>{children}</bdi>;
}
