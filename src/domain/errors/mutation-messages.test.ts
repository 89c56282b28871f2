import { describe, expect, it } from 'vitest';
import { mutationErrorMessage } from './mutation-messages';

describe('mutationErrorMessage', () => {
  it.each([
    ['save', { status: 500 }, 'Kunne ikke gemme ændringerne'],
    ['create', { status: 500 }, 'Der opstod en fejl ved oprettelse'],
    ['update', { status: 500 }, 'Der opstod en fejl ved opdatering'],
    ['delete', { status: 500 }, 'Der opstod en fejl ved sletning'],
    ['upload', { status: 413, code: 'PAYLOAD_TOO_LARGE' }, 'Der opstod en fejl ved upload'],
    ['save', { status: 403, code: 'FORBIDDEN' }, 'Du har ikke tilladelse til denne handling'],
    ['save', { status: 401 }, 'Du har ikke tilladelse til denne handling'],
    ['create', { status: 400, code: 'VALIDATION' }, 'Ugyldige data - kontroller indtastning'],
    ['update', { status: 0, code: 'NETWORK' }, 'Netværksfejl - prøv igen senere'],
    [
      'delete',
      {
        status: 409,
        code: 'SELLER_HAS_LISTINGS',
        message: 'Kan ikke slette sælger med eksisterende annoncer',
      },
      'Kan ikke slette sælger med eksisterende annoncer',
    ],
  ] as const)('%s %o → %s', (kind, failure, message) => {
    expect(mutationErrorMessage(kind, failure)).toBe(message);
  });
});
