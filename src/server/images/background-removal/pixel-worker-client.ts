import { Worker } from 'node:worker_threads';
import {
  type PixelWorkerArgument,
  type PixelWorkerRequest,
  type PixelWorkerResponse,
  type PixelWorkerResult,
  type PixelWorkerTaskName,
  pixelWorkerTasks,
  transferList,
} from './pixel-worker-tasks';

/** The worker crashed, stopped, failed a task or did not answer in time; the next task gets a fresh one. */
export class PixelWorkerError extends Error {
  override readonly name = 'PixelWorkerError';
}

export type PixelWorkerOptions = {
  /** The worker's entry; tests point it at a misbehaving stand-in. */
  workerUrl?: URL;
  /** A task without an answer by then stops the worker (a photo takes well under a second). */
  timeoutMs?: number;
};

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * One long-lived worker thread for the pixel steps, started at the first task and again after it dies.
 * Pixel buffers are transferred both ways. While no task is waiting the worker is unreferenced, so it
 * never keeps the process alive (a graceful shutdown needs no hook for it).
 */
export function createPixelWorker({
  workerUrl = new URL('./pixel-worker-bootstrap.mjs', import.meta.url),
  timeoutMs = 30_000,
}: PixelWorkerOptions = {}) {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const retire = (dead: Worker, error: PixelWorkerError) => {
    if (worker !== dead) return;
    worker = undefined;
    for (const task of pending.values()) {
      clearTimeout(task.timer);
      task.reject(error);
    }
    pending.clear();
    void dead.terminate();
  };

  const start = () => {
    // No inherited flags: the bootstrap registers tsx itself, and Vitest's flags are not for workers.
    const started = new Worker(workerUrl, { execArgv: [] });
    started.unref();
    started.on('message', ({ id, ...answer }: PixelWorkerResponse) => {
      const task = pending.get(id);
      if (!task) return;
      pending.delete(id);
      clearTimeout(task.timer);
      if (pending.size === 0) started.unref();
      if (answer.ok) task.resolve(answer.result);
      else task.reject(new PixelWorkerError(`Pixel task failed: ${answer.message}`));
    });
    started.on('error', (error) =>
      retire(started, new PixelWorkerError(`Pixel worker crashed: ${error.message}`)),
    );
    started.on('exit', (code) =>
      retire(started, new PixelWorkerError(`Pixel worker exited with code ${code}`)),
    );
    return started;
  };

  return {
    run<Name extends PixelWorkerTaskName>(
      task: Name,
      argument: PixelWorkerArgument<Name>,
    ): Promise<PixelWorkerResult<Name>> {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<PixelWorkerResult<Name>>((resolve, reject) => {
        const timer = setTimeout(
          () => retire(current, new PixelWorkerError(`Pixel worker gave no answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
        pending.set(id, { resolve: resolve as (result: unknown) => void, reject, timer });
        current.ref();
        try {
          const request: PixelWorkerRequest = { id, task, argument };
          current.postMessage(request, transferList(pixelWorkerTasks[task].argumentBuffers(argument)));
        } catch (error) {
          pending.delete(id);
          clearTimeout(timer);
          if (pending.size === 0) current.unref();
          reject(
            new PixelWorkerError(`Pixel task not sent: ${error instanceof Error ? error.message : error}`),
          );
        }
      });
    },
    /** Stops the worker now; waiting tasks fail. */
    async stop() {
      const current = worker;
      if (current) retire(current, new PixelWorkerError('Pixel worker stopped'));
    },
  };
}

export type PixelWorker = ReturnType<typeof createPixelWorker>;

/** The process's pixel worker. */
export const pixelWorker = createPixelWorker();
