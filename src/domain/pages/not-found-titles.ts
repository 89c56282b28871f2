/**
 * The <title> text of the two not-found screens, set by the server on its 404 answer and by the
 * browser when it renders the screen itself, so both say the same.
 */
export const NOT_FOUND_TITLES = {
  page: 'Siden blev ikke fundet',
  listing: 'Annoncen blev ikke fundet',
} as const;
