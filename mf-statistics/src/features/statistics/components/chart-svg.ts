import { WIDE, type Frame } from './chart-frame.js';

/** The attributes every drawing's SVG carries: its id and its accessible name. */
export function chartSvgProps(id: string, label: string, frame: Frame) {
  // The wide drawing keeps the page's id (the PNG download and links name it); ids stay unique.
  const svgId = frame === WIDE ? id : `${id}-${frame.name}`;
  return { id: svgId, compact: true, role: 'img', 'aria-label': label, title: label } as const;
}

export type ChartSvgProps = ReturnType<typeof chartSvgProps>;
