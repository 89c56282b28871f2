import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW } from '../../test-support/render-admin-page';
import { DialogContent } from './dialog';
import { Dialog } from './dialog-context';
import { DialogTrigger } from './dialog-trigger';
import { LazyDialogPanel } from './lazy-dialog-panel';

function TestPanel() {
  return <DialogContent title="Om prisen">Prisen er pr. måned.</DialogContent>;
}

/** A panel "chunk" whose import is counted, as React.lazy and the idle preload call it. */
function panelChunk() {
  const load = vi.fn(async () => ({ TestPanel }));
  const Panel = lazy(() => load().then((module) => ({ default: module.TestPanel })));
  return { load, Panel };
}

function TestDialog({ chunk, defaultOpen }: { chunk: ReturnType<typeof panelChunk>; defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger>Åbn</DialogTrigger>
      <LazyDialogPanel preload={chunk.load}>
        <chunk.Panel />
      </LazyDialogPanel>
    </Dialog>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LazyDialogPanel (ADR 062)', () => {
  it('renders nothing of the panel until the dialog opens, then the loaded panel', async () => {
    const chunk = panelChunk();
    render(<TestDialog chunk={chunk} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Prisen er pr. måned.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Åbn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Om prisen' }, SLOW);
    expect(dialog.textContent).toContain('Prisen er pr. måned.');
  });

  it('fetches the panel when the browser is idle after the page, before any tap', async () => {
    vi.useFakeTimers();
    const chunk = panelChunk();
    render(<TestDialog chunk={chunk} />);
    expect(chunk.load).not.toHaveBeenCalled();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(chunk.load).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts nothing of an open panel in the server HTML (so hydration has nothing to match)', () => {
    const chunk = panelChunk();
    const html = renderToString(<TestDialog chunk={chunk} defaultOpen />);
    expect(html).toContain('Åbn');
    expect(html).not.toContain('Om prisen');
    expect(html).not.toContain('<dialog');
    expect(chunk.load).not.toHaveBeenCalled();
  });
});
