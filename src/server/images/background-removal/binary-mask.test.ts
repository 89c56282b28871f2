import { describe, expect, it } from 'vitest';
import { type BinaryMask, close, fillHoles, keepMainComponents, open } from './binary-mask';

function maskOf(rows: string[]): BinaryMask {
  const width = rows[0]?.length ?? 0;
  return {
    width,
    height: rows.length,
    data: Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0)),
  };
}

function rowsOf(mask: BinaryMask): string[] {
  const rows: string[] = [];
  for (let y = 0; y < mask.height; y += 1) {
    rows.push(
      Array.from(mask.data.subarray(y * mask.width, (y + 1) * mask.width), (v) => (v ? '#' : '.')).join(''),
    );
  }
  return rows;
}

describe('binary mask clean-up', () => {
  it('fills a window enclosed by the car but not the gap under it that reaches the frame', () => {
    const car = maskOf(['.......', '.#####.', '.#..##.', '.#####.', '.#...#.', '.......']);
    expect(rowsOf(fillHoles(car))).toEqual([
      '.......',
      '.#####.',
      '.#####.',
      '.#####.',
      '.#...#.',
      '.......',
    ]);
  });

  it('keeps the main body and drops a speck smaller than a fifth of it', () => {
    const scene = maskOf(['#.......', '........', '..####..', '..####..', '..####..']);
    expect(rowsOf(keepMainComponents(scene, 0.2))).toEqual([
      '........',
      '........',
      '..####..',
      '..####..',
      '..####..',
    ]);
  });

  it('opens away a lone pixel and closes a one-pixel gap', () => {
    const noisy = maskOf(['.........', '.#.......', '.........', '....####.', '....####.', '....####.']);
    expect(rowsOf(open(noisy, 1))[1]).toBe('.........');
    const split = maskOf(['.........', '.###.###.', '.###.###.', '.###.###.', '.........']);
    expect(rowsOf(close(split, 1))[2]).toBe('.#######.');
  });
});
