/**
 * The browser's check of a chosen file against "a file of these kinds, at most this many bytes": its
 * name and declared type (what the picker offers) and its size. The server decides again, by content.
 */

/** What a form keeps of a chosen file (a File itself stays in its input). */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** The kinds a file may be, as an `accept` list (`.jpg,.mp4,image/jpeg,video/mp4`), and its largest size. */
export interface FileLimits {
  readonly accept: string;
  readonly maxBytes: number;
}

/** Why a chosen file is refused. */
export type FileProblem = 'type' | 'empty' | 'size';

export function chosenFile(file: File): ChosenFile {
  return { name: file.name, size: file.size, type: file.type };
}

/** A browser posts an empty part for a file input left empty: that is no file, not an empty file. */
export function isNoFile(file: ChosenFile): boolean {
  return file.name === '' && file.size === 0;
}

function acceptList(accept: string): { readonly extensions: string[]; readonly mediaTypes: string[] } {
  const entries = accept.split(',').map((entry) => entry.trim().toLowerCase());
  return {
    extensions: entries.filter((entry) => entry.startsWith('.')),
    mediaTypes: entries.filter((entry) => entry.includes('/')),
  };
}

/** The kinds of an `accept` list as a visitor reads them: `.jpg, .jpeg, .mp4`. */
export function kindsOf(accept: string): string {
  return acceptList(accept).extensions.join(', ');
}

export function checkFile(file: ChosenFile | undefined, limits: FileLimits): FileProblem | undefined {
  if (!file || isNoFile(file)) return undefined;
  const { extensions, mediaTypes } = acceptList(limits.accept);
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  // A browser may not know a type (empty): the extension decides then, as it does for the picker.
  if (!extensions.some((extension) => name.endsWith(extension)) || (type !== '' && !mediaTypes.includes(type))) {
    return 'type';
  }
  if (file.size === 0) return 'empty';
  if (file.size > limits.maxBytes) return 'size';
  return undefined;
}

/** `1.4 MB`, `320 KB`, `12 B`: a size as a visitor reads it (1 MB = 1024 × 1024 bytes). */
export function formatSize(bytes: number, locale: string): string {
  const format = (value: number) =>
    value.toLocaleString(locale === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} B`;
}
