// The PDF worker's entry: a worker thread gets no loader from its parent's `--import tsx` (and none
// at all under Vitest), so it registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-reader-worker.ts');
