// No zod here: the console's route table reads the log's page from the URL on its first load.

export const AUDIT_PAGE_SIZE = 25;
/** The last page the log's query takes; a page further on is refused. */
export const AUDIT_MAX_PAGE = 100_000;
