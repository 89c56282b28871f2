import { pageHead } from '../../../lib/page-meta';

/** Title of an admin tab: "<screen> · Admin | Leasingmatch", so several open tabs stay apart. */
export function adminHead(title: string) {
  return pageHead({ title: `${title} · Admin`, description: 'Leasingmatch administration.' });
}
