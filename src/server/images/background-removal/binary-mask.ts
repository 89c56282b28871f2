/**
 * Operations on binary masks (one byte per pixel, 0 or 1, row by row), the clean-up steps after
 * pixels were classified as car or background.
 */
export type BinaryMask = { data: Uint8Array; width: number; height: number };

/** Sets a pixel when any pixel within `radius` (a square) is set. */
export function dilate(mask: BinaryMask, radius: number): BinaryMask {
  const { width, height, data } = mask;
  const rows = new Uint16Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const offset = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(radius, width - 1); x += 1) sum += data[offset + x] ?? 0;
    for (let x = 0; x < width; x += 1) {
      rows[offset + x] = sum;
      if (x + radius + 1 < width) sum += data[offset + x + radius + 1] ?? 0;
      if (x - radius >= 0) sum -= data[offset + x - radius] ?? 0;
    }
  }
  const out = new Uint8Array(width * height);
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let y = 0; y <= Math.min(radius, height - 1); y += 1) sum += rows[y * width + x] ?? 0;
    for (let y = 0; y < height; y += 1) {
      out[y * width + x] = sum > 0 ? 1 : 0;
      if (y + radius + 1 < height) sum += rows[(y + radius + 1) * width + x] ?? 0;
      if (y - radius >= 0) sum -= rows[(y - radius) * width + x] ?? 0;
    }
  }
  return { width, height, data: out };
}

/**
 * Keeps a pixel only when every pixel within `radius` is set. Pixels beyond the frame count as set,
 * so a car cut by the frame keeps its edge.
 */
export function erode(mask: BinaryMask, radius: number): BinaryMask {
  return invert(dilate(invert(mask), radius));
}

/** Removes specks smaller than the structuring element. */
export function open(mask: BinaryMask, radius: number): BinaryMask {
  return dilate(erode(mask, radius), radius);
}

/**
 * Bridges gaps narrower than the structuring element. The mask is first extended by its edge pixels,
 * so the closing neither glues a car near the frame to it nor eats into a car cut by the frame.
 */
export function close(mask: BinaryMask, radius: number): BinaryMask {
  const padded = extendEdges(mask, radius);
  const closed = erode(dilate(padded, radius), radius);
  const out = new Uint8Array(mask.width * mask.height);
  for (let y = 0; y < mask.height; y += 1) {
    const from = (y + radius) * padded.width + radius;
    out.set(closed.data.subarray(from, from + mask.width), y * mask.width);
  }
  return { ...mask, data: out };
}

function extendEdges(mask: BinaryMask, by: number): BinaryMask {
  const width = mask.width + 2 * by;
  const height = mask.height + 2 * by;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const sourceY = Math.min(mask.height - 1, Math.max(0, y - by));
    for (let x = 0; x < width; x += 1) {
      const sourceX = Math.min(mask.width - 1, Math.max(0, x - by));
      data[y * width + x] = mask.data[sourceY * mask.width + sourceX] ?? 0;
    }
  }
  return { width, height, data };
}

export function invert(mask: BinaryMask): BinaryMask {
  const out = new Uint8Array(mask.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = mask.data[i] ? 0 : 1;
  return { ...mask, data: out };
}

export type Components = { labels: Int32Array; sizes: number[] };

/** 4-connected components of the set pixels; label 0 is background, sizes[label] its pixel count. */
export function connectedComponents(mask: BinaryMask): Components {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height);
  const sizes = [0];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < data.length; start += 1) {
    if (data[start] !== 1 || labels[start] !== 0) continue;
    const label = sizes.length;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const index = stack[--top] as number;
      size += 1;
      const x = index % width;
      const neighbours = [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        index - width,
        index + width < data.length ? index + width : -1,
      ];
      for (const next of neighbours) {
        if (next < 0 || data[next] !== 1 || labels[next] !== 0) continue;
        labels[next] = label;
        stack[top++] = next;
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Keeps the largest component and any other at least `minShareOfLargest` of its size. */
export function keepMainComponents(mask: BinaryMask, minShareOfLargest: number): BinaryMask {
  const { labels, sizes } = connectedComponents(mask);
  const largest = Math.max(0, ...sizes.slice(1));
  const kept = sizes.map((size, label) => label > 0 && size > 0 && size >= largest * minShareOfLargest);
  const out = new Uint8Array(mask.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = kept[labels[i] as number] ? 1 : 0;
  return { ...mask, data: out };
}

/**
 * Fills every unset region that does not reach the image's edge (windows showing the backdrop, a dark
 * tyre's rim classified as background): the backdrop is what can be reached from the frame.
 */
export function fillHoles(mask: BinaryMask): BinaryMask {
  const { width, height, data } = mask;
  const reached = new Uint8Array(data.length);
  const stack = new Int32Array(data.length);
  let top = 0;
  const seed = (index: number) => {
    if (data[index] === 0 && reached[index] === 0) {
      reached[index] = 1;
      stack[top++] = index;
    }
  };
  for (let x = 0; x < width; x += 1) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (top > 0) {
    const index = stack[--top] as number;
    const x = index % width;
    if (x > 0) seed(index - 1);
    if (x < width - 1) seed(index + 1);
    if (index >= width) seed(index - width);
    if (index + width < data.length) seed(index + width);
  }
  const out = new Uint8Array(data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = reached[i] ? 0 : 1;
  return { ...mask, data: out };
}

export function countSet(mask: BinaryMask): number {
  let count = 0;
  for (const value of mask.data) count += value;
  return count;
}
