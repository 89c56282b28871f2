import type { RgbImage } from './background-model';
import { estimateForeground, type ForegroundEstimate } from './estimate-foreground';

/**
 * The CPU-heavy pixel steps the pixel worker runs, by name. Each says which of its argument's and its
 * result's buffers move between the threads (transferred, not copied).
 */
export const pixelWorkerTasks = {
  estimateForeground: pixelTask({
    run: (image: RgbImage): ForegroundEstimate => estimateForeground(image),
    argumentBuffers: (image) => [image.data],
    resultBuffers: (estimate) => [estimate.mask.data],
  }),
};

function pixelTask<Argument, Result>(task: PixelWorkerTask<Argument, Result>) {
  return task;
}

type PixelWorkerTask<Argument, Result> = {
  run: (argument: Argument) => Result;
  argumentBuffers: (argument: Argument) => ArrayBufferView[];
  resultBuffers: (result: Result) => ArrayBufferView[];
};

export type PixelWorkerTaskName = keyof typeof pixelWorkerTasks;
export type PixelWorkerArgument<Name extends PixelWorkerTaskName> = Parameters<
  (typeof pixelWorkerTasks)[Name]['run']
>[0];
export type PixelWorkerResult<Name extends PixelWorkerTaskName> = ReturnType<
  (typeof pixelWorkerTasks)[Name]['run']
>;

export type PixelWorkerRequest = { id: number; task: string; argument: unknown };
export type PixelWorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; message: string };

/**
 * The buffers under `views` that can move to the other thread: only those a view covers whole (a
 * small Node Buffer shares a pooled slab) and that are not shared memory. The rest are copied.
 */
export function transferList(views: ArrayBufferView[]): ArrayBuffer[] {
  return views.flatMap(({ buffer, byteOffset, byteLength }) =>
    buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength ? [buffer] : [],
  );
}
