/**
 * Generated car photos with a known cut-out: a side view (body, cabin, windows, wheels with rims) on a
 * chosen backdrop, as raw RGB plus the true mask, so tests can measure a cut-out against it.
 */
export type Backdrop = 'white' | 'grey' | 'gradient' | 'showroom' | 'noisy' | 'busy';

/**
 * How the car looks. Red paint is flat and far from every backdrop. White and silver paint are lit from
 * above (lighter at the roof, darker at the sills) like a studio photo, and the silhouette darkens
 * where the body turns away from the light — unless `silhouetteShade` is off: a white car whose roof
 * is exactly as light as a white backdrop, which no method can outline. `castShadow` darkens the floor
 * under and around the car softly (not part of the car's mask).
 */
export type CarLook = {
  paint?: 'red' | 'white' | 'silver';
  silhouetteShade?: boolean;
  castShadow?: boolean;
};

export type CarScene = { rgb: Uint8Array; mask: Uint8Array; width: number; height: number };

type Rgb = [number, number, number];

export function carScene(
  backdrop: Backdrop,
  width = 800,
  height = 600,
  seed = 7,
  look: CarLook = {},
): CarScene {
  const random = mulberry32(seed);
  const rgb = new Uint8Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  const texture = backdrop === 'busy' ? busyTexture(width, height, random) : null;
  const car = carShape(width, height, look);
  const shadow = look.castShadow ? castShadow(width, height) : () => 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const part = car(x, y);
      let colour =
        part ?? (backdropColour(backdrop, x, y, width, height, texture).map((v) => v * shadow(x, y)) as Rgb);
      if (part) mask[y * width + x] = 1;
      if (backdrop === 'noisy') colour = colour.map((v) => v + gaussian(random) * 6) as Rgb;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[offset + c] = Math.max(0, Math.min(255, Math.round(colour[c] ?? 0)));
    }
  }
  return { rgb, mask, width, height };
}

/** Intersection over union of a cut-out's alpha (set from 128) against the scene's true mask. */
export function intersectionOverUnion(alpha: Uint8Array, truth: Uint8Array): number {
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i += 1) {
    const a = (alpha[i] ?? 0) >= 128;
    const b = truth[i] === 1;
    if (a && b) intersection += 1;
    if (a || b) union += 1;
  }
  return union === 0 ? 0 : intersection / union;
}

function carShape(width: number, height: number, look: CarLook): (x: number, y: number) => Rgb | null {
  const outline = carOutline(width, height);
  if (look.paint !== 'white' && look.paint !== 'silver') return outline;
  const s = Math.min(width / 800, height / 600);
  const ground = height * 0.78;
  const roofTop = ground - 245 * s;
  const [top, bottom] = look.paint === 'white' ? [252, 212] : [192, 104];
  const rim = 3 * s;
  const isCar = (x: number, y: number) => outline(x, y) !== null;
  const red = (colour: Rgb) => colour[0] === 178 || colour[0] === 120;
  return (x, y) => {
    const part = outline(x, y);
    if (!part || !red(part)) return part;
    const light = top + (bottom - top) * Math.min(1, Math.max(0, (y - roofTop) / (205 * s))) ** 2;
    const atSilhouette =
      look.silhouetteShade !== false &&
      !(isCar(x - rim, y) && isCar(x + rim, y) && isCar(x, y - rim) && isCar(x, y + rim));
    const shade = (atSilhouette ? 0.8 : 1) * (part[0] === 120 ? 0.85 : 1);
    return [light * shade, light * shade, (light + 3) * shade];
  };
}

/** Soft darkening of the floor under the car: 55 % at the middle of the ground line, fading out. */
function castShadow(width: number, height: number): (x: number, y: number) => number {
  const s = Math.min(width / 800, height / 600);
  const cx = width / 2;
  const ground = height * 0.78;
  return (x, y) => 1 - 0.55 * Math.exp(-2.5 * (((x - cx) / (330 * s)) ** 2 + ((y - ground) / (24 * s)) ** 2));
}

function carOutline(width: number, height: number): (x: number, y: number) => Rgb | null {
  const s = Math.min(width / 800, height / 600);
  const cx = width / 2;
  const ground = height * 0.78;
  const body = { left: cx - 300 * s, right: cx + 300 * s, top: ground - 150 * s, bottom: ground - 40 * s };
  const cabin = { bottom: body.top, top: body.top - 95 * s, baseLeft: cx - 190 * s, baseRight: cx + 170 * s };
  const roof = { left: cx - 120 * s, right: cx + 80 * s };
  const wheels = [cx - 190 * s, cx + 190 * s].map((wx) => ({ x: wx, y: ground - 50 * s, r: 50 * s }));
  const paint: Rgb = [178, 34, 52];
  const glass: Rgb = [52, 64, 82];
  const tyre: Rgb = [28, 28, 30];
  const rim: Rgb = [170, 172, 178];
  return (x, y) => {
    for (const wheel of wheels) {
      const d = Math.hypot(x - wheel.x, y - wheel.y);
      if (d <= wheel.r) return d <= wheel.r * 0.55 ? rim : tyre;
    }
    const corner = 30 * s;
    if (x >= body.left && x <= body.right && y >= body.top && y <= body.bottom) {
      const dx = Math.max(body.left + corner - x, 0, x - (body.right - corner));
      const dy = Math.max(body.top + corner - y, 0, y - (body.bottom - corner));
      if (Math.hypot(dx, dy) <= corner)
        return y > body.top + 40 * s && y < body.top + 46 * s ? [120, 20, 32] : paint;
    }
    if (y >= cabin.top && y < cabin.bottom) {
      const t = (y - cabin.top) / (cabin.bottom - cabin.top);
      const left = roof.left + (cabin.baseLeft - roof.left) * t;
      const right = roof.right + (cabin.baseRight - roof.right) * t;
      if (x >= left && x <= right) {
        const inset = 12 * s;
        const pillar = x > cx - 25 * s && x < cx - 12 * s;
        const window = y > cabin.top + inset && x > left + inset && x < right - inset && !pillar;
        return window ? glass : paint;
      }
    }
    return null;
  };
}

function backdropColour(
  backdrop: Backdrop,
  x: number,
  y: number,
  width: number,
  height: number,
  texture: Uint8Array | null,
): Rgb {
  const u = x / width;
  const v = y / height;
  switch (backdrop) {
    case 'white':
      return [250, 250, 250];
    case 'grey':
      return [128, 130, 133];
    case 'gradient':
    case 'noisy':
      return [236 - 90 * v - 20 * u, 238 - 85 * v - 20 * u, 244 - 80 * v - 15 * u];
    case 'showroom': {
      const horizon = 0.62;
      if (v < horizon) return [226 - 20 * v, 226 - 20 * v, 230 - 18 * v];
      const floor = (v - horizon) / (1 - horizon);
      return [176 - 40 * floor, 170 - 40 * floor, 162 - 38 * floor];
    }
    case 'busy': {
      const offset = (y * width + x) * 3;
      return [texture?.[offset] ?? 0, texture?.[offset + 1] ?? 0, texture?.[offset + 2] ?? 0];
    }
  }
}

/** Overlapping rectangles of random colours and sizes: foliage, a street, a car park's clutter. */
function busyTexture(width: number, height: number, random: () => number): Uint8Array {
  const texture = new Uint8Array(width * height * 3);
  for (let i = 0; i < 900; i += 1) {
    const w = 6 + random() * 60;
    const h = 6 + random() * 60;
    const left = random() * width;
    const top = random() * height;
    const colour = [random() * 255, random() * 255, random() * 255];
    for (let y = Math.floor(top); y < Math.min(height, top + h); y += 1) {
      for (let x = Math.floor(left); x < Math.min(width, left + w); x += 1) {
        for (let c = 0; c < 3; c += 1) texture[(y * width + x) * 3 + c] = colour[c] ?? 0;
      }
    }
  }
  return texture;
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
