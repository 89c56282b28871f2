import { describe, expect, it } from 'vitest';
import { createPageViewAssembler } from './page-view-assembler';

function setup() {
  let now = 1000;
  const sent: Record<string, unknown>[] = [];
  const assembler = createPageViewAssembler({ now: () => now, send: (view) => sent.push(view) });
  return { assembler, sent, advance: (ms: number) => (now += ms) };
}

describe('createPageViewAssembler', () => {
  it('sends home and other page views at once', () => {
    const { assembler, sent } = setup();
    assembler.route('/?', { page_type: 'home' });
    expect(sent).toEqual([{ page_type: 'home' }]);
  });

  it('holds a results page view until its page reports the details, with the wait as latency', () => {
    const { assembler, sent, advance } = setup();
    assembler.route('/listings?sort=x', { page_type: 'results' });
    expect(sent).toEqual([]);
    advance(240);
    assembler.details('/listings?sort=x', { results_count: 12, latency_ms: 0 });
    expect(sent).toEqual([{ page_type: 'results', results_count: 12, latency_ms: 240 }]);
  });

  it('uses details that arrived first (the page effect runs before the root) with zero latency', () => {
    const { assembler, sent } = setup();
    assembler.details('/listing/a?', { listing_id: 'a' });
    assembler.route('/listing/a?', { page_type: 'listing_detail' });
    expect(sent).toEqual([{ page_type: 'listing_detail', listing_id: 'a' }]);
  });

  it('ignores details of another location and sends each page view once', () => {
    const { assembler, sent } = setup();
    assembler.route('/listings?a', { page_type: 'results' });
    assembler.details('/listings?b', { results_count: 1 });
    expect(sent).toEqual([]);
    assembler.details('/listings?a', { results_count: 2 });
    assembler.details('/listings?a', { results_count: 3 });
    expect(sent).toEqual([{ page_type: 'results', results_count: 2 }]);
  });

  it('drops a waiting page view when the visitor moves on before its data arrives', () => {
    const { assembler, sent } = setup();
    assembler.route('/listings?a', { page_type: 'results' });
    assembler.route('/?', { page_type: 'home' });
    assembler.details('/listings?a', { results_count: 2 });
    expect(sent).toEqual([{ page_type: 'home' }]);
  });

  it('restores a results page view with the details its page reported last, which are not reported again', () => {
    const { assembler, sent, advance } = setup();
    assembler.route('/listings?a', { page_type: 'results', page_load_type: 'cold' });
    advance(300);
    assembler.details('/listings?a', { results_count: 7, latency_ms: 0 });
    assembler.route('/listing/x?', { page_type: 'listing_detail', page_load_type: 'spa' });
    assembler.details('/listing/x?', { listing_id: 'x' });
    advance(60_000);
    assembler.restore('/listing/x?', { page_type: 'listing_detail', page_load_type: 'bfcache' });
    expect(sent.slice(2)).toEqual([
      { page_type: 'listing_detail', page_load_type: 'bfcache', listing_id: 'x' },
    ]);
  });

  it('restores home at once, and a page without known details waits for them as usual', () => {
    const { assembler, sent } = setup();
    assembler.restore('/?', { page_type: 'home', page_load_type: 'bfcache' });
    assembler.restore('/listings?a', { page_type: 'results', page_load_type: 'bfcache' });
    expect(sent).toEqual([{ page_type: 'home', page_load_type: 'bfcache' }]);
    assembler.details('/listings?a', { results_count: 2, latency_ms: 0 });
    expect(sent.at(-1)).toEqual({
      page_type: 'results',
      page_load_type: 'bfcache',
      results_count: 2,
      latency_ms: 0,
    });
  });
});
