import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureApiFetch } from '../../src/web/lib/api-client';

// Testing Library only unmounts on its own when the runner exposes global hooks (Vitest does not).
// A test's fake API answers (fakeApi) end with it: the next test starts on the network again.
afterEach(() => {
  cleanup();
  configureApiFetch((url, init) => fetch(url, init));
});
