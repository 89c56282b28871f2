import { describe, expect, it, vi } from 'vitest';
import { listenForPageHide } from './page-hide';

function fakePage() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return { document, window: new EventTarget() };
}

describe('listenForPageHide', () => {
  it('calls back when the page becomes hidden or is left, not when it becomes visible', () => {
    const page = fakePage();
    const onHide = vi.fn();
    listenForPageHide(page, onHide);
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(onHide).not.toHaveBeenCalled();
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    page.window.dispatchEvent(new Event('pagehide'));
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it('stops listening when unsubscribed', () => {
    const page = fakePage();
    const onHide = vi.fn();
    listenForPageHide(page, onHide)();
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    page.window.dispatchEvent(new Event('pagehide'));
    expect(onHide).not.toHaveBeenCalled();
  });
});
