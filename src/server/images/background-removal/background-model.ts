/**
 * The backdrop as seen along the photo's frame, extended over the whole photo: each side gives a
 * colour profile (the median across a thin band, then a running median along the side, so a wheel or
 * a bumper reaching the frame does not bend it), and a Coons patch blends the four profiles. That
 * reproduces plain, graded and vignetted backdrops, and a showroom's wall-to-floor step, which both
 * side profiles carry at the same height.
 */
export type RgbImage = { data: Uint8Array; width: number; height: number };

export type BackgroundModel = {
  /** The modelled backdrop, three bytes per pixel like the image. */
  data: Float32Array;
  /** 90th percentile of the frame band's distance from the model: the backdrop's own noise. */
  borderNoise: number;
};

type Profile = Float32Array; // three values per position

export function fitBackgroundModel(image: RgbImage): BackgroundModel {
  const { width, height } = image;
  const band = Math.max(2, Math.round(Math.min(width, height) * 0.02));
  const left = sideProfile(image, height, band, (along, across) => [across, along]);
  const right = sideProfile(image, height, band, (along, across) => [width - 1 - across, along]);
  const top = sideProfile(image, width, band, (along, across) => [along, across]);
  const bottom = sideProfile(image, width, band, (along, across) => [along, height - 1 - across]);
  // Top and bottom are checked against the corners: a car standing on the lower frame must not become
  // part of the floor's profile.
  replaceOutliers(top, left, right, 0);
  replaceOutliers(bottom, left, right, height - 1);

  const data = new Float32Array(width * height * 3);
  for (let c = 0; c < 3; c += 1) {
    const c00 = (at(left, 0, c) + at(top, 0, c)) / 2;
    const c10 = (at(right, 0, c) + at(top, width - 1, c)) / 2;
    const c01 = (at(left, height - 1, c) + at(bottom, 0, c)) / 2;
    const c11 = (at(right, height - 1, c) + at(bottom, width - 1, c)) / 2;
    for (let y = 0; y < height; y += 1) {
      const v = height > 1 ? y / (height - 1) : 0;
      const l = at(left, y, c);
      const r = at(right, y, c);
      for (let x = 0; x < width; x += 1) {
        const u = width > 1 ? x / (width - 1) : 0;
        const corners = (1 - u) * (1 - v) * c00 + u * (1 - v) * c10 + (1 - u) * v * c01 + u * v * c11;
        const sides = (1 - u) * l + u * r + (1 - v) * at(top, x, c) + v * at(bottom, x, c);
        data[(y * width + x) * 3 + c] = sides - corners;
      }
    }
  }
  return { data, borderNoise: frameBandNoise(image, data, band) };
}

/** Distance of a pixel from the modelled backdrop (Euclidean, in 8-bit RGB units). */
export function distanceFromBackground(image: RgbImage, model: BackgroundModel): Float32Array {
  const out = new Float32Array(image.width * image.height);
  for (let i = 0; i < out.length; i += 1) {
    const dr = (image.data[i * 3] ?? 0) - (model.data[i * 3] ?? 0);
    const dg = (image.data[i * 3 + 1] ?? 0) - (model.data[i * 3 + 1] ?? 0);
    const db = (image.data[i * 3 + 2] ?? 0) - (model.data[i * 3 + 2] ?? 0);
    out[i] = Math.sqrt(dr * dr + dg * dg + db * db);
  }
  return out;
}

function at(profile: Profile, position: number, channel: number): number {
  return profile[position * 3 + channel] ?? 0;
}

function sideProfile(
  image: RgbImage,
  length: number,
  band: number,
  pixel: (along: number, across: number) => [number, number],
): Profile {
  const raw = new Float32Array(length * 3);
  const samples: number[][] = [[], [], []];
  for (let along = 0; along < length; along += 1) {
    for (const list of samples) list.length = 0;
    for (let across = 0; across < band; across += 1) {
      const [x, y] = pixel(along, across);
      const offset = (y * image.width + x) * 3;
      for (let c = 0; c < 3; c += 1) samples[c]?.push(image.data[offset + c] ?? 0);
    }
    for (let c = 0; c < 3; c += 1) raw[along * 3 + c] = median(samples[c] ?? []);
  }
  return runningMedian(raw, length, Math.max(1, Math.round(length * 0.03)));
}

function runningMedian(profile: Profile, length: number, radius: number): Profile {
  const out = new Float32Array(profile.length);
  const window: number[] = [];
  for (let i = 0; i < length; i += 1) {
    for (let c = 0; c < 3; c += 1) {
      window.length = 0;
      for (let j = Math.max(0, i - radius); j <= Math.min(length - 1, i + radius); j += 1) {
        window.push(profile[j * 3 + c] ?? 0);
      }
      out[i * 3 + c] = median(window);
    }
  }
  return out;
}

/**
 * Where a top or bottom profile strays far from the straight blend of the side profiles' ends, the
 * blend is used instead: at that height the frame shows the car, not the backdrop.
 */
function replaceOutliers(profile: Profile, left: Profile, right: Profile, row: number): void {
  const length = profile.length / 3;
  for (let i = 0; i < length; i += 1) {
    const u = length > 1 ? i / (length - 1) : 0;
    let distance = 0;
    const expected = [0, 1, 2].map((c) => (1 - u) * at(left, row, c) + u * at(right, row, c));
    for (let c = 0; c < 3; c += 1) distance += ((profile[i * 3 + c] ?? 0) - (expected[c] ?? 0)) ** 2;
    if (Math.sqrt(distance) > 60) for (let c = 0; c < 3; c += 1) profile[i * 3 + c] = expected[c] ?? 0;
  }
}

function frameBandNoise(image: RgbImage, model: Float32Array, band: number): number {
  const { width, height } = image;
  const distances: number[] = [];
  const step = Math.max(1, Math.floor((width + height) / 800));
  const measure = (x: number, y: number) => {
    const offset = (y * width + x) * 3;
    let sum = 0;
    for (let c = 0; c < 3; c += 1) sum += ((image.data[offset + c] ?? 0) - (model[offset + c] ?? 0)) ** 2;
    distances.push(Math.sqrt(sum));
  };
  for (let across = 0; across < band; across += step) {
    for (let x = 0; x < width; x += step) {
      measure(x, across);
      measure(x, height - 1 - across);
    }
    for (let y = band; y < height - band; y += step) {
      measure(across, y);
      measure(width - 1 - across, y);
    }
  }
  distances.sort((a, b) => a - b);
  return distances[Math.floor(distances.length * 0.9)] ?? 0;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
