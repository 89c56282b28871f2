import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { loadCatalogNames, replaceMakeAliases } from '../../../../db/catalog-names/load-catalog-names';
import type { Database } from '../../../../db/client';
import { versionedMake } from '../../../../db/record-version/versioned-record';
import { makes } from '../../../../db/schema';
import { nameKey } from '../../../../domain/catalog/car-name-aliases';
import {
  type CatalogAuditAction,
  type CatalogAuditEntity,
  combinedCatalogAction,
} from '../../../../domain/catalog/catalog-audit';
import { type MakeData, uniqueAliases } from '../../../../domain/catalog/make-model-schema';
import { aliasesBesidesName, makeNameConflict, makeSnapshot, sameAliases } from './catalog-name-checks';
import { type CatalogEditResult, versionedCatalogEdit } from './versioned-catalog-edit';

const entity: CatalogAuditEntity = 'make';

/**
 * Renames a make and/or replaces its aliases. A rename keeps the old name as an alias, so price lists
 * that still use it find the make. Refused when the name or an alias is another make's, and when the
 * make is no longer at the version the admin loaded (ADR 037). One transaction; the audit row's action
 * names what changed ('rename', 'update_aliases' or both).
 */
export async function updateMake(
  db: Database,
  actor: AuditActor,
  id: string,
  data: MakeData,
  expectedVersion: number,
): Promise<CatalogEditResult> {
  return versionedCatalogEdit(db, versionedMake, id, expectedVersion, async (tx, rollBack) => {
    const catalogue = await loadCatalogNames(tx);
    const make = catalogue.find((entry) => entry.id === id);
    if (!make) return rollBack({ ok: false, reason: 'not_found' });
    const renamed = make.name !== data.name;
    const keepOldName = renamed && nameKey(make.name) !== nameKey(data.name) ? [make.name] : [];
    const aliases = aliasesBesidesName(uniqueAliases([...data.aliases, ...keepOldName]), data.name);
    const conflict = makeNameConflict(catalogue, id, data.name, aliases);
    if (conflict) return rollBack(conflict);

    const parts = new Set<CatalogAuditAction>();
    if (renamed) parts.add('rename');
    if (!sameAliases(make.aliases, aliases)) parts.add('update_aliases');
    const action = combinedCatalogAction(parts);
    if (!action) return rollBack({ ok: true, value: { id, changed: false, version: expectedVersion } });
    if (renamed) await tx.update(makes).set({ name: data.name }).where(eq(makes.id, id));
    if (parts.has('update_aliases')) await replaceMakeAliases(tx, id, aliases);
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: id,
      before: makeSnapshot(make),
      after: makeSnapshot({ name: data.name, aliases }),
    });
    return { id };
  });
}
