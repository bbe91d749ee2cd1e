/** A source by name, linked to its address when it has one (sample data has none). */
export function SourceLink({ name, url }: { readonly name: string; readonly url: string }) {
  return url ? (
    <a href={url} rel="noopener noreferrer">
      {name}
    </a>
  ) : (
    <>{name}</>
  );
}
