import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@ksei/shared';
import styles from './statistics.module.css';

/** SVG presentation that lives in CSS, copied onto the clone so the picture looks like the page. */
const PAINT = ['fill', 'stroke', 'stroke-width', 'font-size', 'font-family', 'font-weight'] as const;

function inlinePaint(source: Element, target: Element): void {
  const computed = getComputedStyle(source);
  for (const property of PAINT) {
    const value = computed.getPropertyValue(property);
    if (value) target.setAttribute(property, value);
  }
  for (let i = 0; i < source.children.length; i += 1) {
    const child = target.children[i];
    const original = source.children[i];
    if (child && original) inlinePaint(original, child);
  }
}

/** The chart's SVG drawn onto a white canvas at twice its size, as a PNG data address. */
export async function svgToPng(svg: SVGSVGElement): Promise<string> {
  const box = svg.viewBox.baseVal;
  const width = box && box.width ? box.width : svg.width.baseVal.value;
  const height = box && box.height ? box.height : svg.height.baseVal.value;
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlinePaint(svg, clone);
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const markup = new XMLSerializer().serializeToString(clone);
  // A data: address (the site's CSP allows data: images, not blob:).
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

/**
 * "Download the chart image (PNG)": made in the browser from the chart's SVG, so it needs JavaScript
 * and shows only once the page runs it (the CSV link serves everyone).
 */
export function PngDownload({
  target,
  fileName,
}: {
  readonly target: RefObject<HTMLElement | null>;
  readonly fileName: string;
}) {
  const { t } = useTranslation('mf-statistics');
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  if (!hydrated) return null;
  const download = async (): Promise<void> => {
    const svg = target.current?.querySelector('svg');
    if (!svg) return;
    try {
      const link = document.createElement('a');
      link.href = await svgToPng(svg);
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className={styles.button} onClick={() => void download()}>
        {t('downloadPng')}
      </button>
      {failed ? (
        <span role="alert" className={styles.problem}>
          {t('pngFailed')}
        </span>
      ) : null}
    </>
  );
}
