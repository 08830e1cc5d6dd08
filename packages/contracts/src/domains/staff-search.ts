// No zod here: the console's route table reads the staff search from the URL on its first load.

export const STAFF_SEARCH_MAX_LENGTH = 200;
export const STAFF_SEARCH_RESULTS = 20;
