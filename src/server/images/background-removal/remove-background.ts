import sharp from 'sharp';
import { BACKGROUND_REMOVAL, type NotSeparableReason } from '../../../domain/images/background-removal-rules';
import { encode, type StoredImage } from '../process-listing-image';
import { checkUploadedImage } from '../uploaded-image-checks';
import { composeCutOut } from './compose-cut-out';
import { cutOutCar, type EstimateForeground } from './cut-out-car';

export type BackgroundRemoval =
  | {
      separable: true;
      confidence: number;
      /** The trimmed car with its shadow on transparency, PNG at working size. */
      cutOut: StoredImage;
      card: StoredImage;
      detail: StoredImage;
    }
  | { separable: false; confidence: number; reason: NotSeparableReason };

/**
 * Removes the backdrop from a car photo (checked by content first; throws `ImageRejectedError`), or
 * says why it could not be done safely. The sizes fit the padded car inside the card and detail boxes
 * (WebP with alpha), never enlarged; the pages show them `object-contain` in their 16:10 frames.
 */
export async function removeBackground(
  input: Uint8Array,
  { estimate }: { estimate?: EstimateForeground } = {},
): Promise<BackgroundRemoval> {
  await checkUploadedImage(input);
  const cut = await cutOutCar(input, estimate);
  const { confidence, weakest } = cut.estimate;
  if (confidence < BACKGROUND_REMOVAL.minConfidence) return { separable: false, confidence, reason: weakest };

  const composed = await composeCutOut(cut);
  const sized = (box: { width: number; height: number }) =>
    encode(
      sharp(composed.png)
        .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 86, alphaQuality: 100 }),
      'image/webp',
    );
  const [cutOut, card, detail] = await Promise.all([
    encode(sharp(composed.png).png(), 'image/png'),
    sized(BACKGROUND_REMOVAL.sizes.card),
    sized(BACKGROUND_REMOVAL.sizes.detail),
  ]);
  return { separable: true, confidence, cutOut, card, detail };
}
