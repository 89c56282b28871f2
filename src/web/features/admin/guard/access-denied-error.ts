/** Thrown when an account without the admin role could not be signed out: the guard shows 'Adgang nægtet'. */
export class AccessDeniedError extends Error {
  override readonly name = 'AccessDeniedError';
}
