import { describe, expect, it } from 'vitest';
import { storedBodyTypes } from '../../domain/listings/vehicle-values';
import { carColours } from './car-colours';
import { carShapeFor } from './car-shapes';
import { renderCarSvg } from './car-svg';

const red = { name: 'Rubinrød', hex: '#9b1b26' };

describe('renderCarSvg', () => {
  it('renders a standalone, well-formed SVG document in the requested colour', () => {
    for (const colour of carColours) {
      const svg = renderCarSvg({ bodyType: 'SUV', colour });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 220"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`stop-color="${colour.hex}"`);
      expect(svg).toContain(colour.name.toLowerCase());
      expect(svg).not.toMatch(/<(script|image|foreignObject)|href=|url\((?!#)/);
      expect(balancedTags(svg)).toBe(true);
    }
  });

  it('draws a different silhouette for each of the nine shapes, 2–4 KB each', () => {
    const byShape = new Map<string, string>();
    for (const bodyType of storedBodyTypes)
      byShape.set(carShapeFor(bodyType), renderCarSvg({ bodyType, colour: red }));
    expect(byShape.size).toBe(9);
    const bodies = [...byShape.values()].map(
      (svg) => svg.match(/<path d="(M[^"]+)" fill="url\(#paint\)"/)?.[1],
    );
    expect(new Set(bodies).size).toBe(9);
    for (const svg of byShape.values()) {
      const bytes = new TextEncoder().encode(svg).byteLength;
      expect(bytes).toBeGreaterThan(2_000);
      expect(bytes).toBeLessThan(4_096);
    }
  });

  it('renders synonyms of one body group identically', () => {
    expect(renderCarSvg({ bodyType: 'Stationcar', colour: red })).toBe(
      renderCarSvg({ bodyType: 'Station Wagon', colour: red }),
    );
  });
});

/** Every opened element is closed in order (self-closing ones excepted). */
function balancedTags(xml: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name as string);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}
