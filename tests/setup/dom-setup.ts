import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only unmounts on its own when the runner exposes global hooks (Vitest does not).
afterEach(() => {
  cleanup();
});
