import { describe, expect, it } from 'vitest';
import { clickFields, clickMethod } from './listing-click-fields';

const click = { type: 'click', detail: 1, button: 0, ctrlKey: false, metaKey: false, shiftKey: false };

describe('clickMethod', () => {
  it('tells a click, a keyboard activation, a new-tab click and the context menu apart', () => {
    expect(clickMethod(click)).toEqual({ entry_method: 'click', open_target: 'same_tab' });
    expect(clickMethod({ ...click, detail: 0 })).toEqual({
      entry_method: 'keyboard',
      open_target: 'same_tab',
    });
    expect(clickMethod({ ...click, metaKey: true })).toEqual({
      entry_method: 'click',
      open_target: 'new_tab',
    });
    expect(clickMethod({ ...click, type: 'contextmenu' })).toEqual({
      entry_method: 'context_menu',
      open_target: 'new_tab',
    });
  });
});

describe('clickFields', () => {
  it('adds the bucket, origin, results session and context hash of a results card', () => {
    const listing = { id: 'abc', display_monthly_price: 3999, lease_score: 81 };
    expect(clickFields(listing, 5, { container: 'results_grid', ctxHash: '0a1b2c3d' }, 'rs_1_abc')).toEqual({
      listing_id: 'abc',
      position: 5,
      price_dkk: 3999,
      lease_score: 81,
      lease_score_band: 'excellent',
      container: 'results_grid',
      position_bucket: '4-6',
      origin: { surface: 'listings', type: 'grid', name: 'results_grid' },
      results_session_id: 'rs_1_abc',
      results_ctx_hash: '0a1b2c3d',
    });
  });

  it('leaves out the score of an unscored listing and the results fields outside a search', () => {
    const fields = clickFields(
      { id: 'x', display_monthly_price: 1, lease_score: null },
      1,
      {
        container: 'similar_grid',
      },
      undefined,
    );
    expect(fields).not.toHaveProperty('lease_score');
    expect(fields).not.toHaveProperty('results_session_id');
    expect(fields.origin).toEqual({ surface: 'detail', type: 'module', name: 'similar_cars' });
  });
});
