import { createHash } from 'node:crypto';
import type { StoredBodyType } from '../../domain/listings/vehicle-values';
import type { CatalogFile } from '../catalog-writes/catalog-bundle';
import type { CarColour } from './car-colours';
import { carShapeFor } from './car-shapes';
import { renderCarSvg } from './car-svg';

/** Renders each (shape, colour) once; identical images become one file shared by many listings. */
export class ImageLibrary {
  private readonly bySha = new Map<string, CatalogFile>();
  private readonly byKey = new Map<string, CatalogFile>();

  constructor(private readonly newId: () => string) {}

  fileFor(bodyType: StoredBodyType, colour: CarColour): CatalogFile {
    const key = `${carShapeFor(bodyType)}|${colour.hex}`;
    const cached = this.byKey.get(key);
    if (cached) return cached;
    const bytes = new TextEncoder().encode(renderCarSvg({ bodyType, colour }));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const file = this.bySha.get(sha256) ?? { id: this.newId(), sha256, contentType: 'image/svg+xml', bytes };
    this.bySha.set(sha256, file);
    this.byKey.set(key, file);
    return file;
  }

  files(): CatalogFile[] {
    return [...this.bySha.values()];
  }
}
