import type { StoredBodyType } from '../../domain/listings/vehicle-values';
import type { CarColour } from './car-colours';
import { type CarShape, type CarShapeName, carShapeFor, carShapes } from './car-shapes';

type Point = readonly [number, number];

const GROUND_Y = 190;

const shapeLabels: Record<CarShapeName, string> = {
  hatchback: 'en hatchback',
  sedan: 'en sedan',
  stationcar: 'en stationcar',
  suv: 'en SUV',
  crossover: 'en crossover',
  minibus: 'en minibus',
  micro: 'en mikrobil',
  cabriolet: 'en cabriolet',
  coupe: 'en coupé',
};

/** A clean side-view illustration of a car of this body type and colour, as a standalone SVG document. */
export function renderCarSvg({ bodyType, colour }: { bodyType: StoredBodyType; colour: CarColour }): string {
  const shapeName = carShapeFor(bodyType);
  const shape = carShapes[shapeName];
  const base = colour.hex.toLowerCase();
  const light = mix(base, '#ffffff', 0.35);
  const dark = mix(base, '#000000', 0.35);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 220" width="480" height="220" role="img" aria-label="${escapeXml(`Illustration af ${shapeLabels[shapeName]} i ${colour.name.toLowerCase()}`)}" data-shape="${shapeName}">`,
    '<defs>',
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".45" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#56657a"/><stop offset=".6" stop-color="#2c3744"/><stop offset="1" stop-color="#6a7888"/></linearGradient>',
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<ellipse cx="240" cy="${GROUND_Y + 2}" rx="215" ry="13" fill="url(#shadow)"/>`,
    ...roofRails(shape),
    ...openTop(shape, dark),
    `<path d="${roundedPath(shape.body, 12)}" fill="url(#paint)" stroke="${dark}" stroke-width="1.5" stroke-linejoin="round"/>`,
    ...sideGlass(shape, base),
    ...bodyDetails(shape, base, dark),
    ...shape.wheelX.map((x) => wheel(x, shape.wheelRadius, dark)),
    '</svg>',
  ];
  return parts.join('\n');
}

function sideGlass(shape: CarShape, base: string): string[] {
  if (shape.windows.length === 0) return [];
  const top = Math.min(...shape.windows.map(([, y]) => y));
  const bottom = Math.max(...shape.windows.map(([, y]) => y));
  return [
    `<path d="${roundedPath(shape.windows, 7)}" fill="url(#glass)"/>`,
    ...shape.pillars.map(
      (x) =>
        `<path d="M${x} ${top - 2}V${bottom + 2}" stroke="${base}" stroke-width="7" stroke-linecap="round"/>`,
    ),
    `<path d="M${shape.windows[1]?.[0] ?? 0} ${top + 6}L${(shape.windows[2]?.[0] ?? 0) - 20} ${top + 4}" stroke="#fff" stroke-opacity=".18" stroke-width="3" stroke-linecap="round"/>`,
  ];
}

function bodyDetails(shape: CarShape, base: string, dark: string): string[] {
  const xs = shape.body.map(([x]) => x);
  const rear = Math.min(...xs);
  const front = Math.max(...xs);
  const sill = Math.max(...shape.body.map(([, y]) => y)) - 10;
  const belt = shape.windows.length > 0 ? Math.max(...shape.windows.map(([, y]) => y)) + 10 : 116;
  const mirrorX = shape.windows[3]?.[0] ?? shape.openTop?.windscreen[0]?.[0] ?? front - 110;
  const [firstDoor, secondDoor] = shape.doors;
  const details = [
    `<path d="M${rear + 10} ${belt}H${front - 30}" stroke="${mix(base, '#ffffff', 0.5)}" stroke-opacity=".55" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M${rear + 14} ${sill}H${front - 14}" stroke="${dark}" stroke-width="6" stroke-linecap="round" stroke-opacity=".6"/>`,
    ...shape.doors.map(
      (x) =>
        `<path d="M${x} ${belt - 8}V${sill - 6}" stroke="${dark}" stroke-width="1.5" stroke-opacity=".7"/>`,
    ),
    `<rect x="${mirrorX - 10}" y="${belt - 16}" width="16" height="9" rx="4" fill="${base}" stroke="${dark}" stroke-width="1"/>`,
    `<rect x="${front - 24}" y="${belt - 2}" width="20" height="8" rx="4" fill="#f4f1e6" stroke="${dark}" stroke-width="1"/>`,
    `<rect x="${rear + 2}" y="${belt - 2}" width="10" height="12" rx="3" fill="#b3202c"/>`,
  ];
  if (firstDoor !== undefined && secondDoor !== undefined) {
    details.push(
      `<rect x="${secondDoor - 30}" y="${belt + 6}" width="16" height="4" rx="2" fill="${dark}" fill-opacity=".8"/>`,
    );
    if (shape.doors.length > 1 && secondDoor - firstDoor < 140 && shape.pillars.length > 0) {
      details.push(
        `<rect x="${firstDoor - 30}" y="${belt + 6}" width="16" height="4" rx="2" fill="${dark}" fill-opacity=".8"/>`,
      );
    }
  }
  return details;
}

function wheel(x: number, radius: number, dark: string): string {
  const cy = GROUND_Y - radius;
  return [
    `<circle cx="${x}" cy="${cy}" r="${radius + 5}" fill="${dark}"/>`,
    `<circle cx="${x}" cy="${cy}" r="${radius}" fill="#17181b"/>`,
    `<circle cx="${x}" cy="${cy}" r="${round(radius * 0.62)}" fill="#c5cad0" stroke="#7d838b" stroke-width="2"/>`,
    `<circle cx="${x}" cy="${cy}" r="${round(radius * 0.18)}" fill="#6d737b"/>`,
  ].join('');
}

function roofRails(shape: CarShape): string[] {
  if (!shape.roofRails) return [];
  const [[x1, y1], [x2, y2]] = shape.roofRails;
  return [`<path d="M${x1} ${y1}L${x2} ${y2}" stroke="#2b2d31" stroke-width="4" stroke-linecap="round"/>`];
}

function openTop(shape: CarShape, dark: string): string[] {
  if (!shape.openTop) return [];
  return [
    `<path d="${roundedPath(shape.openTop.hood, 8)}" fill="#2a2b2f"/>`,
    `<path d="${roundedPath(shape.openTop.windscreen, 2)}" fill="url(#glass)" stroke="${dark}" stroke-width="2"/>`,
    '<rect x="214" y="86" width="14" height="22" rx="5" fill="#2a2b2f"/>',
    '<rect x="246" y="86" width="14" height="22" rx="5" fill="#2a2b2f"/>',
  ];
}

/** A closed path through the points with each corner rounded by up to `radius`. */
function roundedPath(points: readonly Point[], radius: number): string {
  const segments: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const current = points[i] as Point;
    const previous = points[(i + points.length - 1) % points.length] as Point;
    const next = points[(i + 1) % points.length] as Point;
    const from = towards(current, previous, radius);
    const to = towards(current, next, radius);
    segments.push(
      `${i === 0 ? 'M' : 'L'}${from[0]} ${from[1]}Q${current[0]} ${current[1]} ${to[0]} ${to[1]}`,
    );
  }
  return `${segments.join('')}Z`;
}

function towards(from: Point, to: Point, distance: number): Point {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  const step = Math.min(distance, length / 2) / length;
  return [round(from[0] + dx * step), round(from[1] + dy * step)];
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  const channel = (i: number) =>
    Math.round((a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function parseHex(hex: string): number[] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
