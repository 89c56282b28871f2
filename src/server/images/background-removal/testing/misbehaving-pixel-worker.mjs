// A stand-in for the pixel worker in tests, speaking its protocol. The image's width picks what goes
// wrong: 1 exits the thread, 2 throws outside any task, 3 never answers, 4 answers a failed task;
// any other width gets an empty mask with the thread's id as its confidence.
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', ({ id, argument: { width, height } }) => {
  if (width === 1) process.exit(7);
  if (width === 2) throw new Error('the stand-in broke');
  if (width === 3) return;
  if (width === 4) {
    parentPort.postMessage({ id, ok: false, message: 'the stand-in refused' });
    return;
  }
  const mask = { data: new Uint8Array(width * height), width, height };
  const result = { mask, confidence: threadId, weakest: 'NO_CAR_FOUND', evidence: {} };
  parentPort.postMessage({ id, ok: true, result }, [mask.data.buffer]);
});
