import type { StoredBodyType } from '../../domain/listings/vehicle-values';

export type CarShapeName =
  | 'hatchback'
  | 'sedan'
  | 'stationcar'
  | 'suv'
  | 'crossover'
  | 'minibus'
  | 'micro'
  | 'cabriolet'
  | 'coupe';

type Point = readonly [number, number];

/** "x,y x,y …" → points; keeps the outlines readable one per line. */
function points(list: string): Point[] {
  return list.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return [x ?? 0, y ?? 0] as const;
  });
}

/** A side view facing right in a 480 × 220 box; the ground is at y = 190. */
export type CarShape = {
  body: readonly Point[];
  windows: readonly Point[];
  /** x of the pillars that split the side glass. */
  pillars: readonly number[];
  wheelX: readonly [number, number];
  wheelRadius: number;
  /** x of the door shut lines. */
  doors: readonly number[];
  roofRails?: readonly [Point, Point];
  /** Folded soft top and windscreen frame of an open car. */
  openTop?: { hood: readonly Point[]; windscreen: readonly Point[] };
};

export const carShapes: Record<CarShapeName, CarShape> = {
  hatchback: {
    body: points('80,168 76,124 88,98 124,70 250,66 302,100 390,112 405,132 402,168'),
    windows: points('112,100 128,78 246,76 290,102'),
    pillars: [200],
    wheelX: [135, 345],
    wheelRadius: 30,
    doors: [196, 292],
  },
  sedan: {
    body: points('64,166 60,128 72,108 124,104 172,74 276,72 322,104 406,114 420,134 418,166'),
    windows: points('134,104 178,82 272,80 312,106'),
    pillars: [224],
    wheelX: [128, 352],
    wheelRadius: 30,
    doors: [224, 314],
  },
  stationcar: {
    body: points('58,166 56,122 62,86 80,70 272,68 320,104 406,114 420,134 418,166'),
    windows: points('70,104 82,80 268,78 310,106'),
    pillars: [124, 212],
    wheelX: [126, 352],
    wheelRadius: 30,
    doors: [212, 308],
  },
  suv: {
    body: points('64,162 60,108 66,62 86,48 290,46 332,92 408,102 420,124 418,162'),
    windows: points('76,94 86,60 286,58 322,96'),
    pillars: [128, 218],
    wheelX: [132, 350],
    wheelRadius: 36,
    doors: [218, 318],
    roofRails: [
      [100, 43],
      [268, 41],
    ],
  },
  crossover: {
    body: points('68,162 64,118 74,94 122,62 268,58 318,98 404,108 416,128 414,162'),
    windows: points('98,100 126,72 264,68 308,100'),
    pillars: [150, 216],
    wheelX: [134, 348],
    wheelRadius: 34,
    doors: [214, 306],
  },
  minibus: {
    body: points('52,164 50,44 62,28 358,26 394,62 420,100 430,122 428,164'),
    windows: points('64,92 68,42 354,40 386,96'),
    pillars: [150, 244, 330],
    wheelX: [122, 362],
    wheelRadius: 32,
    doors: [244, 336],
  },
  micro: {
    body: points('114,164 110,112 118,70 136,52 258,50 298,92 354,104 368,124 366,164'),
    windows: points('128,96 140,62 254,60 288,96'),
    pillars: [196],
    wheelX: [162, 318],
    wheelRadius: 26,
    doors: [198, 290],
  },
  cabriolet: {
    body: points('64,162 60,126 72,106 296,104 322,106 406,114 420,134 418,162'),
    windows: [],
    pillars: [],
    wheelX: [128, 352],
    wheelRadius: 30,
    doors: [196, 296],
    openTop: {
      hood: points('112,106 118,92 178,90 192,106'),
      windscreen: points('282,106 302,72 312,72 296,106'),
    },
  },
  coupe: {
    body: points('64,162 60,130 74,112 134,102 200,70 264,68 322,104 408,114 420,134 418,162'),
    windows: points('152,104 202,78 258,76 308,106'),
    pillars: [],
    wheelX: [128, 352],
    wheelRadius: 30,
    doors: [214, 306],
  },
};

const shapeByBodyType: Record<StoredBodyType, CarShapeName> = {
  Microcar: 'micro',
  'Test karosseri': 'micro',
  Stationcar: 'stationcar',
  'Station Wagon': 'stationcar',
  SUV: 'suv',
  CUV: 'crossover',
  Crossover: 'crossover',
  Minivan: 'minibus',
  MPV: 'minibus',
  Sedan: 'sedan',
  Personbil: 'sedan',
  Hatchback: 'hatchback',
  Cabriolet: 'cabriolet',
  Coupe: 'coupe',
};

export function carShapeFor(bodyType: StoredBodyType): CarShapeName {
  return shapeByBodyType[bodyType];
}
