import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Where the server writes the per-page `<head>` tags; the shell's template must contain it. */
export const HEAD_MARKER = '<!--ksei-head-->';
/** Where the server puts the server-rendered page (inside `#ksei-root`). */
export const ROOT_MARKER = '<!--ksei-root-->';

export interface TemplateSource {
  readonly file: string;
  /** The current template text; re-read when the file's mtime changed (a shell rebuild). */
  read(): Promise<string>;
}

/** The template's path; throws the message an operator needs when the shell was never built. */
export function assertShellBuilt(shellDist: string): string {
  const file = path.join(shellDist, 'index.html');
  if (!fs.existsSync(file)) {
    throw new Error(`the shell build is missing (${file} not found): run npm run build`);
  }
  return file;
}

function assertContract(file: string, html: string): void {
  if (!html.includes(HEAD_MARKER)) {
    throw new Error(`${file} lacks the ${HEAD_MARKER} marker: is it the KSEI shell's build?`);
  }
}

/**
 * Loads `<shellDist>/index.html` now (synchronously, so a missing build fails start-up with a clear
 * message) and keeps it in memory. At most once per `recheckMs` a request looks at the mtime.
 */
export function loadTemplate(shellDist: string, options: { recheckMs?: number } = {}): TemplateSource {
  const file = assertShellBuilt(shellDist);
  const recheckMs = options.recheckMs ?? 1000;
  let html = fs.readFileSync(file, 'utf8');
  assertContract(file, html);
  let mtimeMs = fs.statSync(file).mtimeMs;
  let checkedAt = Date.now();

  const refresh = async (): Promise<void> => {
    try {
      const stat = await fsp.stat(file);
      if (stat.mtimeMs === mtimeMs) return;
      const fresh = await fsp.readFile(file, 'utf8');
      assertContract(file, fresh);
      html = fresh;
      mtimeMs = stat.mtimeMs;
    } catch {
      // Mid-rebuild the file may be absent or partial: keep serving the last good template.
    }
  };

  return {
    file,
    async read(): Promise<string> {
      if (Date.now() - checkedAt >= recheckMs) {
        checkedAt = Date.now();
        await refresh();
      }
      return html;
    },
  };
}
