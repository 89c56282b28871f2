/**
 * Background removal is CPU work on the main thread (the mask clean-up runs in JavaScript), so each
 * process runs one at a time. Callers that may be refused (the public POC) pass `maxWaiting`; the
 * admin upload waits its turn.
 */
export class BackgroundRemovalBusyError extends Error {
  override readonly name = 'BackgroundRemovalBusyError';
}

let running = false;
const waiting: (() => void)[] = [];

export async function runBackgroundRemoval<T>(
  task: () => Promise<T>,
  { maxWaiting = Number.POSITIVE_INFINITY }: { maxWaiting?: number } = {},
): Promise<T> {
  if (running) {
    if (waiting.length >= maxWaiting) throw new BackgroundRemovalBusyError('Background removal is busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running = true;
  }
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  }
}
