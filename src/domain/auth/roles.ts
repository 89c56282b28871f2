export const ADMIN_ROLE = 'admin';
export const USER_ROLE = 'user';

/** better-auth stores a user's roles as one comma-separated string ("user,admin"). */
export function parseRoles(role: string | null | undefined): string[] {
  return (role ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
}

/** The spec's rule: a user is an administrator when the role list contains 'admin'. */
export function hasAdminRole(role: string | null | undefined): boolean {
  return parseRoles(role).includes(ADMIN_ROLE);
}

export function withRole(role: string | null | undefined, added: string): string {
  const roles = parseRoles(role);
  return (roles.includes(added) ? roles : [...roles, added]).join(',');
}
