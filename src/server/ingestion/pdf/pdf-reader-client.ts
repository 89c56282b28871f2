import { Worker } from 'node:worker_threads';
import { ExtractionError } from '../extractors/extractor';
import type { PdfReaderRequest, PdfReaderResponse } from './pdf-reader-protocol';
import {
  PDF_READING_LIMITS,
  type PdfLimitName,
  type PdfReadingLimits,
  pdfLimitMessage,
} from './pdf-reading-limits';
import type { PdfPageText } from './positioned-text';

export type PdfReaderOptions = Partial<PdfReadingLimits> & {
  /** The worker's entry; tests may point it elsewhere. */
  workerUrl?: URL;
};

type Thread = { thread: Worker; ready: boolean };

type Task = {
  id: number;
  bytes: Uint8Array;
  resolve: (pages: PdfPageText[]) => void;
  reject: (error: ExtractionError) => void;
};

// The worker's own deadline answers first; the hard stop is for a worker stuck inside one page.
const HARD_STOP_GRACE_MS = 250;
const MEMORY_CHECK_MS = 100;

/**
 * Reads PDFs in one worker thread, one document at a time, so that no PDF slows the requests the main
 * thread serves (ADR 049). The worker has a heap limit; while it reads, the process's memory outside
 * the heap is watched and the reading has a deadline. A worker that passes a limit is stopped and the
 * next document gets a fresh one. While idle the worker is unreferenced and never keeps the process alive.
 */
export function createPdfReader({
  workerUrl = new URL('./pdf-reader-bootstrap.mjs', import.meta.url),
  ...overrides
}: PdfReaderOptions = {}) {
  const limits: PdfReadingLimits = { ...PDF_READING_LIMITS, ...overrides };
  const queue: Task[] = [];
  let worker: Thread | undefined;
  let current: { task: Task; stopWatching: () => void } | undefined;
  let nextId = 1;

  const settle = (task: Task, answer: { pages: PdfPageText[] } | { error: ExtractionError }) => {
    if (current?.task !== task) return;
    current.stopWatching();
    current = undefined;
    if ('pages' in answer) task.resolve(answer.pages);
    else task.reject(answer.error);
    pump();
  };

  const refusal = (limit: PdfLimitName) =>
    new ExtractionError('unreadable_pdf', pdfLimitMessage[limit](limits));

  const failed = (cause?: unknown) =>
    new ExtractionError('unreadable_pdf', 'PDF-filen kunne ikke læses.', cause ? { cause } : undefined);

  /** Stops the worker; the document it was reading gets `error`, and so do all waiting if it never started. */
  const retire = (dead: Thread, error: ExtractionError) => {
    if (worker !== dead) return;
    worker = undefined;
    void dead.thread.terminate();
    if (!dead.ready) for (const task of queue.splice(0)) task.reject(error);
    if (current) settle(current.task, { error });
  };

  const start = (): Thread => {
    const thread = new Worker(workerUrl, {
      // No inherited flags: the bootstrap registers tsx itself, and Vitest's flags are not for workers.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    const started: Thread = { thread, ready: false };
    thread.on('message', (answer: PdfReaderResponse) => {
      if ('ready' in answer) {
        started.ready = true;
        pump();
      } else if (current?.task.id === answer.id) {
        if (answer.ok) settle(current.task, { pages: answer.pages });
        else {
          if (answer.restart) retire(started, new ExtractionError(answer.code, answer.message));
          else settle(current.task, { error: new ExtractionError(answer.code, answer.message) });
        }
      }
    });
    thread.on('error', (error: Error & { code?: string }) =>
      retire(started, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? refusal('memory') : failed(error)),
    );
    thread.on('exit', () => retire(started, failed()));
    return started;
  };

  /** The deadline and the memory watch for the document being read. */
  const watch = (reading: Thread) => {
    const rssBefore = process.memoryUsage.rss();
    const deadline = setTimeout(
      () => retire(reading, refusal('time')),
      limits.timeoutMs + HARD_STOP_GRACE_MS,
    );
    const memory = setInterval(() => {
      if (process.memoryUsage.rss() - rssBefore > limits.outsideHeapBytes)
        retire(reading, refusal('outsideHeap'));
    }, MEMORY_CHECK_MS);
    return () => {
      clearTimeout(deadline);
      clearInterval(memory);
      if (queue.length === 0) reading.thread.unref();
    };
  };

  function pump() {
    if (current || queue.length === 0) return;
    worker ??= start();
    const reading = worker;
    reading.thread.ref();
    if (!reading.ready) return;
    const task = queue.shift() as Task;
    current = { task, stopWatching: watch(reading) };
    try {
      // A copy: the caller keeps its bytes, and the worker's pdf.js may detach the buffer it reads.
      reading.thread.postMessage({ id: task.id, bytes: task.bytes, limits } satisfies PdfReaderRequest);
    } catch (error) {
      retire(reading, failed(error));
    }
  }

  return {
    read(bytes: Uint8Array): Promise<PdfPageText[]> {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, bytes, resolve, reject });
        pump();
      });
    },
    /** Stops the worker now; the document being read fails, waiting ones are read by a fresh worker. */
    async stop() {
      if (worker) retire(worker, new ExtractionError('unreadable_pdf', 'PDF-læsningen blev stoppet.'));
    },
  };
}

export type PdfReader = ReturnType<typeof createPdfReader>;

/** The process's PDF reader. */
export const pdfReader = createPdfReader();
