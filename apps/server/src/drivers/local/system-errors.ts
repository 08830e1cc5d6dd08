/** Whether an error is the system's `code` (ENOENT, EEXIST, ESRCH…): what the local driver expects of files and processes. */
export function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
