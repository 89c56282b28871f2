import { parentPort } from 'node:worker_threads';
import {
  type PixelWorkerRequest,
  type PixelWorkerResponse,
  pixelWorkerTasks,
  transferList,
} from './pixel-worker-tasks';

/** The pixel worker's thread: runs one named task per message and answers with its id. */
const port = parentPort;
if (!port) throw new Error('pixel-worker.ts runs only as a worker thread');

port.on('message', ({ id, task, argument }: PixelWorkerRequest) => {
  const entry = pixelWorkerTasks[task as keyof typeof pixelWorkerTasks];
  if (!entry) {
    port.postMessage({ id, ok: false, message: `Unknown pixel task ${task}` } satisfies PixelWorkerResponse);
    return;
  }
  try {
    const result = entry.run(argument as never);
    port.postMessage(
      { id, ok: true, result } satisfies PixelWorkerResponse,
      transferList(entry.resultBuffers(result)),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ id, ok: false, message } satisfies PixelWorkerResponse);
  }
});
