import type { NotSeparableReason } from './background-removal-rules';

/** One produced image in the POC's answer, inline as a data URL (nothing is stored). */
export type BackgroundRemovalImage = { dataUrl: string; width: number; height: number; bytes: number };

/** POST /api/background-removal (multipart field `file`): the result of one photo. */
export type BackgroundRemovalResponse =
  | {
      separable: true;
      /** 0–1, shown as a percentage. */
      confidence: number;
      processingMs: number;
      cutOut: BackgroundRemovalImage;
      card: BackgroundRemovalImage;
      detail: BackgroundRemovalImage;
    }
  | {
      separable: false;
      confidence: number;
      processingMs: number;
      reason: NotSeparableReason;
      /** The Danish explanation: why, and that the original is kept. */
      message: string;
    };
