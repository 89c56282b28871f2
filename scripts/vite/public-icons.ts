import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LUCIDE_IMPORT = /import\s*\{([^}]+)\}\s*from\s*'lucide-react'/g;
const isAdminPath = (path: string) => /[\\/](features|routes)[\\/]admin([\\/.-]|$)/.test(path);
// A dialog's panel loads apart from its page (ADR 062); its icons go with it.
const isLazyPanel = (path: string) => /-dialog-panel\.tsx$/.test(path);

/** `SlidersHorizontal` → `sliders-horizontal`, `Building2` → `building-2` (lucide's file names). */
export function iconFileName(componentName: string): string {
  return componentName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/**
 * The lucide icons the sources under `roots` import (outside the admin area and the lazily loaded
 * dialog panels), as file names. vite.config.ts puts those the public pages share in the `public`
 * chunk group, so a shared icon is not a 200-byte chunk of its own.
 */
export function publicIconFiles(roots: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (isAdminPath(path) || isLazyPanel(path)) continue;
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const [, names] of readFileSync(path, 'utf8').matchAll(LUCIDE_IMPORT)) {
          for (const name of (names ?? '').split(',')) {
            const component = name.trim().split(/\s+as\s+/)[0];
            if (component) files.add(`${iconFileName(component)}.mjs`);
          }
        }
      }
    }
  };
  for (const root of roots) visit(root);
  return files;
}
