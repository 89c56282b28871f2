/** A user's role as the admin reads it: the users list, its CSV, a refused change's notice. */
export const userRoleLabel = (admin: boolean): string => (admin ? 'Administrator' : 'Bruger');

/** A user account's status (not a listing's: 'Deaktiveret' is a locked account). */
export const accountStatusLabel = (disabled: boolean): string => (disabled ? 'Deaktiveret' : 'Aktiv');
