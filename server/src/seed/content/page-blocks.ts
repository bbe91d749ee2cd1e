import type { ContentBlock } from '@ksei/shared/node';
import type { Bi } from '../model/parts.js';

/** How the seed writes a content page: its blocks in each locale, from which the rows are made. */
export type Locale = 'id' | 'en';
export interface PageSeed {
  readonly title: Bi;
  readonly summary: Bi;
  readonly blocks: (locale: Locale) => ContentBlock[];
  readonly sample: boolean;
}

export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const h = (text: string): ContentBlock => ({ type: 'heading', text });
export const list = (items: readonly string[], ordered = false): ContentBlock => ({
  type: 'list',
  ordered,
  items: [...items],
});

/**
 * A sample page: its summary (shown as the page's lead, so never repeated in the blocks), a heading
 * with a list of points, and a closing paragraph.
 */
export function simple(title: Bi, summary: Bi, heading: Bi, points: readonly Bi[], closing: Bi): PageSeed {
  return {
    title,
    summary,
    sample: true,
    blocks: (l) => [h(heading[l]), list(points.map((point) => point[l])), p(closing[l])],
  };
}

/** A service page: what it covers, the steps, and where to ask. */
export function service(titleId: string, titleEn: string, aboutId: string, aboutEn: string): PageSeed {
  return {
    title: { id: titleId, en: titleEn },
    summary: { id: `Layanan KSEI untuk ${aboutId}.`, en: `KSEI's service for ${aboutEn}.` },
    sample: true,
    blocks: (l) => [
      p(
        l === 'id'
          ? 'Layanan ini diberikan sesuai regulasi pasar modal dan Peraturan KSEI yang berlaku.'
          : 'The service is provided under the applicable capital market regulations and KSEI Regulations.',
      ),
      h(l === 'id' ? 'Langkah' : 'Steps'),
      list(
        l === 'id'
          ? [
              'Siapkan dokumen yang dipersyaratkan.',
              'Ajukan permohonan melalui pemegang rekening atau langsung ke KSEI.',
              'KSEI memverifikasi dan memproses permohonan.',
            ]
          : [
              'Prepare the required documents.',
              'Apply through an account holder or directly to KSEI.',
              'KSEI verifies and processes the application.',
            ],
        true,
      ),
      {
        type: 'callout',
        tone: 'info',
        text:
          l === 'id'
            ? 'Pertanyaan dapat disampaikan melalui halaman Hubungi Kami.'
            : 'Questions can be sent through the Contact Us page.',
      },
      { type: 'pageLink', pageId: 'contact', text: l === 'id' ? 'Hubungi Kami' : 'Contact us' },
    ],
  };
}
