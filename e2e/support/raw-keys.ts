import type { Page } from '@playwright/test';

/**
 * Translation keys shown as text. i18next answers a key it cannot resolve with the key itself
 * (`report.evidenceFile`), and axe sees nothing wrong in that. The page's own i18next instance (the
 * shared singleton, read from the federation share scope) lists every key of every namespace the page
 * loaded; a word of the page's text or of a text attribute that is one of those keys is a raw key.
 */

/** Every key of the page's loaded strings, in dotted form, plural forms also without their suffix. */
export async function loadedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type ShareEntry = { loaded?: boolean; lib?: () => unknown };
    type Strings = { [key: string]: string | Strings };
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
      }
    ).__FEDERATION__;
    let data: Record<string, Record<string, Strings>> | undefined;
    for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(instance)) {
        for (const entry of Object.values(scope['@ksei/shared'] ?? {})) {
          const shared = entry.lib?.() as { i18n?: { store?: { data?: Record<string, Record<string, Strings>> } } };
          data ??= shared?.i18n?.store?.data;
        }
      }
    }
    if (!data) throw new Error('the page has no loaded @ksei/shared with an i18next store');
    const keys = new Set<string>();
    const walk = (strings: Strings, prefix: string) => {
      for (const [name, value] of Object.entries(strings)) {
        const key = prefix ? `${prefix}.${name}` : name;
        if (typeof value === 'string') {
          keys.add(key);
          keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
        } else walk(value, key);
      }
    };
    for (const namespaces of Object.values(data)) for (const strings of Object.values(namespaces)) walk(strings, '');
    return [...keys];
  });
}

/** A key needs a dot to be told from a plain word ("Status" is also a key of one word). */
const dotted = (keys: readonly string[]) => new Set(keys.filter((key) => key.includes('.')));

/** Words of a text that are keys: split on white space, stripped of the punctuation around them. */
function keysIn(text: string, keys: ReadonlySet<string>): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^A-Za-z]+|[^A-Za-z0-9]+$/g, ''))
    .filter((word) => keys.has(word));
}

/** Raw keys in a server response: its text and attribute values, scripts and styles left out. */
export function rawKeysInHtml(html: string, keys: readonly string[]): string[] {
  const visible = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/[<>"=]/g, ' ');
  return keysIn(visible, dotted(keys));
}

/** Raw keys in the live page: its title, every text node and the attributes read out or shown. */
export async function rawKeysInDom(page: Page, keys: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent !== 'SCRIPT' && parent !== 'STYLE') found.push(node.textContent ?? '');
    }
    const attributes = ['aria-label', 'aria-description', 'aria-placeholder', 'placeholder', 'title', 'alt', 'value'];
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const known = dotted(keys);
  return texts.flatMap((text) => keysIn(text, known));
}
