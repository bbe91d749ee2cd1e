/**
 * @jest-environment jsdom
 */
import { $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $isHeadingNode, HeadingNode } from '@lexical/rich-text';
import { $getRoot, $insertNodes, $isTextNode, createEditor, type LexicalEditor } from 'lexical';
import type { BodyBlock } from '../../src/api/publishing-blocks';
import { $readBlocks, $writeBlocks, pageHref, readPageHref } from '../../src/editor/body/convert';
import { registerReductions } from '../../src/editor/body/reduce-plugin';

function editor(): LexicalEditor {
  const made = createEditor({
    namespace: 'test',
    nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
    onError: (error) => {
      throw error;
    },
  });
  made.setRootElement(document.createElement('div'));
  registerReductions(made);
  return made;
}

const read = (one: LexicalEditor): BodyBlock[] => one.getEditorState().read(() => $readBlocks());

/** What the editor shows of `html` pasted into it: formats, heading levels and link addresses left. */
function shown(one: LexicalEditor) {
  return one.getEditorState().read(() => {
    // Every node of the state, whatever its depth (the map is the state's own, read-only here).
    const nodes = [...one.getEditorState()._nodeMap.values()];
    return {
      formatted: nodes.filter((node) => $isTextNode(node) && (node.getFormat() !== 0 || node.getStyle() !== '')).length,
      headings: [...new Set(nodes.filter($isHeadingNode).map((node) => node.getTag()))],
      links: nodes.filter($isLinkNode).map((node) => node.getURL()),
    };
  });
}

/** What the editor keeps of `html` pasted into it (the clipboard's import, then the reductions). */
function paste(html: string, into: LexicalEditor = editor()): BodyBlock[] {
  const one = into;
  one.update(
    () => {
      $getRoot().clear().selectEnd();
      const dom = new DOMParser().parseFromString(html, 'text/html');
      $insertNodes($generateNodesFromDOM(one, dom));
    },
    { discrete: true },
  );
  return read(one);
}

const BODY: BodyBlock[] = [
  { type: 'heading', text: 'Latar belakang' },
  { type: 'paragraph', text: 'KSEI meluncurkan layanan baru.' },
  { type: 'list', ordered: true, items: ['AKSes', 'eASY.KSEI'] },
  { type: 'list', ordered: false, items: ['satu', 'dua'] },
  { type: 'pageLink', pageId: 'publication.pressRelease', params: { slug: 'contoh-siaran-pers' }, text: 'Siaran pers' },
];

describe('the body editor’s tree and the blocks', () => {
  it('reads back the blocks it was given', () => {
    const one = editor();
    one.update(() => $writeBlocks(BODY), { discrete: true });
    expect(read(one)).toEqual(BODY);
  });

  it('an empty body is one empty line, read as no blocks', () => {
    const one = editor();
    one.update(() => $writeBlocks([]), { discrete: true });
    expect(one.getEditorState().read(() => $getRoot().getChildrenSize())).toBe(1);
    expect(read(one)).toEqual([]);
  });

  it('a site page link is a page id and its parameters, never a path', () => {
    expect(pageHref('about.overview')).toBe('page:about.overview');
    expect(readPageHref(pageHref('publication.pressRelease', { slug: 'a-b' }))).toEqual({
      pageId: 'publication.pressRelease',
      params: { slug: 'a-b' },
    });
    expect(readPageHref('https://example.com/id/tentang')).toBeUndefined();
  });
});

describe('text pasted from Word or a web page', () => {
  it('keeps headings, paragraphs and lists, without their formatting', () => {
    const html = `
      <h1 style="color:red">Pengumuman <b>Penting</b></h1>
      <p class="MsoNormal"><span style="font-family:Calibri"><b>Jakarta</b> — KSEI <i>meluncurkan</i> layanan.</span></p>
      <ol><li>Satu</li><li>Dua<ul><li>Dua a</li></ul></li></ol>
      <h4>Catatan</h4>`;
    const into = editor();
    expect(paste(html, into)).toEqual([
      { type: 'heading', text: 'Pengumuman Penting' },
      { type: 'paragraph', text: 'Jakarta — KSEI meluncurkan layanan.' },
      { type: 'list', ordered: true, items: ['Satu', 'Dua', 'Dua a'] },
      { type: 'heading', text: 'Catatan' },
    ]);
    // What the editor shows is what will be stored: no bold or colours left, one heading level.
    expect(shown(into)).toEqual({ formatted: 0, headings: ['h2'], links: [] });
  });

  it('keeps a web link’s text, not its address; drops scripts, pictures and empty lines', () => {
    const html = `
      <p>Lihat <a href="https://evil.example/x">situs ini</a> untuk rincian.</p>
      <p><a href="javascript:alert(1)">klik</a></p>
      <script>alert(1)</script><img src="x.png" alt="gambar"><p>   </p>`;
    const into = editor();
    const blocks = paste(html, into);
    expect(shown(into).links).toEqual([]);
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Lihat situs ini untuk rincian.' },
      { type: 'paragraph', text: 'klik' },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/evil|javascript|script|img/);
  });
});
