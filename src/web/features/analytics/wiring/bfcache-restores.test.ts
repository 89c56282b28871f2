import { describe, expect, it } from 'vitest';
import { onBfcacheRestore } from './bfcache-restores';

function pageShow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

describe('onBfcacheRestore', () => {
  it('reports each restore from the back-forward cache, not the pageshow of a normal load', () => {
    const fakeWindow = new EventTarget();
    let restores = 0;
    const stop = onBfcacheRestore(fakeWindow, () => {
      restores += 1;
    });
    fakeWindow.dispatchEvent(pageShow(false));
    expect(restores).toBe(0);
    fakeWindow.dispatchEvent(pageShow(true));
    fakeWindow.dispatchEvent(pageShow(true));
    expect(restores).toBe(2);
    stop();
    fakeWindow.dispatchEvent(pageShow(true));
    expect(restores).toBe(2);
  });
});
