import sharp from 'sharp';
import { BACKGROUND_REMOVAL } from '../../../domain/images/background-removal-rules';
import type { CarCutOut } from './cut-out-car';

export type ComposedCutOut = { png: Buffer; width: number; height: number };

/**
 * The car on a transparent canvas: trimmed to its bounding box, padded by 5 % of its larger side (at
 * least 20 px), with a soft elliptical ground shadow under the wheels.
 */
export async function composeCutOut(cut: CarCutOut): Promise<ComposedCutOut> {
  const box = opaqueBox(cut);
  if (!box) throw new Error('The cut-out has no opaque pixels');
  const pad = Math.max(
    BACKGROUND_REMOVAL.minPaddingPx,
    Math.round(BACKGROUND_REMOVAL.paddingFraction * Math.max(box.width, box.height)),
  );
  const shadow = { rx: box.width * 0.44, ry: Math.max(4, box.width * 0.03) };
  const below = Math.round(shadow.ry);
  const width = box.width + 2 * pad;
  const height = box.height + 2 * pad + below;
  const canvas = groundShadow(width, height, width / 2, pad + box.height - shadow.ry * 0.4, shadow);

  const rgba = await sharp(cut.rgb, { raw: { width: cut.width, height: cut.height, channels: 3 } })
    .joinChannel(cut.alpha, { raw: { width: cut.width, height: cut.height, channels: 1 } })
    .raw()
    .toBuffer();
  const car = await sharp(rgba, { raw: { width: cut.width, height: cut.height, channels: 4 } })
    .extract({ left: box.left, top: box.top, width: box.width, height: box.height })
    .png()
    .toBuffer();
  const png = await sharp(canvas, { raw: { width, height, channels: 4 } })
    .composite([{ input: car, left: pad, top: pad }])
    .png()
    .toBuffer();
  return { png, width, height };
}

/** The smallest box holding every pixel at least half opaque; null when there is none. */
function opaqueBox(cut: CarCutOut) {
  let left = cut.width;
  let right = -1;
  let top = cut.height;
  let bottom = -1;
  for (let y = 0; y < cut.height; y += 1) {
    for (let x = 0; x < cut.width; x += 1) {
      if ((cut.alpha[y * cut.width + x] ?? 0) < 128) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** A transparent RGBA canvas with a black ellipse fading out from 40 % opacity at its centre. */
function groundShadow(
  width: number,
  height: number,
  cx: number,
  cy: number,
  { rx, ry }: { rx: number; ry: number },
): Buffer {
  const canvas = Buffer.alloc(width * height * 4);
  for (let y = Math.max(0, Math.floor(cy - 2 * ry)); y < Math.min(height, Math.ceil(cy + 2 * ry)); y += 1) {
    for (let x = 0; x < width; x += 1) {
      const r2 = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      canvas[(y * width + x) * 4 + 3] = Math.round(102 * Math.exp(-3 * r2));
    }
  }
  return canvas;
}
